import type { JobStage, MOVABLE_STAGES } from '@tow/contracts/dispatch';

export interface NextStep {
  readonly stage: Exclude<(typeof MOVABLE_STAGES)[number], 'cancelled'>;
  /** The button's words, as the crew say it. */
  readonly label: string;
  /** On the way: the driver is texted when to expect the truck, so the crew say how long. */
  readonly asksEta: boolean;
}

const NEXT: Partial<Record<JobStage, NextStep>> = {
  assigned: { stage: 'en_route', label: 'On my way', asksEta: true },
  en_route: { stage: 'on_scene', label: 'On scene', asksEta: false },
  on_scene: { stage: 'towing', label: 'Towing', asksEta: false },
  towing: { stage: 'completed', label: 'Completed', asksEta: false },
};

/**
 * The one step the crew take from `stage`; null once the job is over. Cancelling and going back
 * are staff's (the API refuses the crew a step back).
 */
export function nextStep(stage: JobStage | null): NextStep | null {
  return stage ? (NEXT[stage] ?? null) : null;
}

/** "20" → 20; anything but a whole number of minutes from 1 to 24 hours → null. */
export function etaMinutes(text: string): number | null {
  const minutes = Number(text.trim());
  return /^\d+$/.test(text.trim()) && minutes >= 1 && minutes <= 24 * 60 ? minutes : null;
}
