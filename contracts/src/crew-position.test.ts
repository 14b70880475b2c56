import { describe, expect, it } from 'vitest';
import {
  CREW_POSITION_MAX_QUIET_MS,
  CREW_POSITION_MIN_INTERVAL_MS,
  positionSendDelay,
} from './crew-position.ts';

const SENT = { latitude: 52.45, longitude: -1.93, sentAt: 1_000_000 };
// 0.0018° of latitude is 200 m; 0.00018° is 20 m, the GPS's jitter.
const FAR = { latitude: 52.4518, longitude: -1.93 };
const NEAR = { latitude: 52.45018, longitude: -1.93 };

describe('when the crew’s phone sends its position', () => {
  it('sends the first position at once', () => {
    expect(positionSendDelay(null, FAR, SENT.sentAt)).toBe(0);
  });

  it('sends a position 200 m on once 15 seconds passed since the last, never sooner', () => {
    expect(positionSendDelay(SENT, FAR, SENT.sentAt + 5_000)).toBe(
      CREW_POSITION_MIN_INTERVAL_MS - 5_000,
    );
    expect(positionSendDelay(SENT, FAR, SENT.sentAt + CREW_POSITION_MIN_INTERVAL_MS)).toBe(0);
  });

  it('holds a position 20 m on until a minute passed, so a standing truck still says it is there', () => {
    expect(positionSendDelay(SENT, NEAR, SENT.sentAt + 20_000)).toBe(
      CREW_POSITION_MAX_QUIET_MS - 20_000,
    );
    expect(positionSendDelay(SENT, NEAR, SENT.sentAt + CREW_POSITION_MAX_QUIET_MS)).toBe(0);
  });
});
