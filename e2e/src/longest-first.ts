import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileDuration, readMeasuredDurations } from './measured-durations.ts';

/**
 * Starts the files that take longest first (by their measured durations, which a fresh clone has
 * too, where vitest's own cache of the last run is empty), so the last file to finish is a short
 * one and no slot waits idle at the end. Files not measured yet go first.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readMeasuredDurations();
    const length = (file: TestSpecification) =>
      fileDuration(durations, file.moduleId) ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => length(b) - length(a));
  }
}
