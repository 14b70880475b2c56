import { createContext, use } from 'react';
import type { CallbackEvent } from './callback-events.ts';

export type CallbackListener = (event: CallbackEvent) => void;

export interface LiveEvents {
  /**
   * The stream dropped and is not back yet (retrying): lists poll every 30 s meanwhile. False
   * while it first connects, so a console does not poll and stream at once on every load.
   */
  readonly paused: boolean;
  /** "New emergency request from Jane Smith" or a driver's text: the last, for screen readers. */
  readonly announcement: string;
  /** Requests with a text from their driver nobody has opened yet: the bell shows them. */
  readonly unreadTexts: ReadonlySet<number>;
  /** The request's texts are on screen: its replies are read. */
  markTextsRead(requestId: number): void;
  /** Calls `listener` on every callback event; returns the unsubscribe function. */
  subscribe(listener: CallbackListener): () => void;
  /**
   * Hands a change this console made (the API's answer) to every listener at once, without
   * waiting for the stream to echo it (the echo is the same record, so applying it twice is fine).
   */
  publish(event: CallbackEvent): void;
}

export const LiveEventsContext = createContext<LiveEvents | null>(null);

/** The console's live events; throws outside the signed-in shell. */
export function useLiveEvents(): LiveEvents {
  const value = use(LiveEventsContext);
  if (!value) throw new Error('useLiveEvents must be used within the admin shell');
  return value;
}
