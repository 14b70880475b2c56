/**
 * A worker thread's entry file, named without its extension, beside the calling module: the
 * TypeScript source when the caller runs from its source, or the entry the server bundle built
 * from it when the caller is a chunk of that bundle (every entry and chunk sits in one folder).
 */
export function threadEntry(name: string, callerUrl: string): URL {
  const extension = callerUrl.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./${name}.${extension}`, callerUrl);
}
