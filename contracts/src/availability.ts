import { z } from 'zod';
import { Timestamp } from './fields.ts';

/** What the company can promise right now; anything but normal shows a banner on every page. */
export const AVAILABILITY_STATES = ['normal', 'busy', 'severe_weather', 'limited'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export const AVAILABILITY_STATE_LABELS: Record<AvailabilityState, string> = {
  normal: 'Normal',
  busy: 'Busy',
  severe_weather: 'Severe weather',
  limited: 'Limited',
};

export const AVAILABILITY_ETA_MAX_MINUTES = 720;
export const AVAILABILITY_MESSAGE_MAX = 160;
/** A state is set for a night or a storm, never for good: it must end within this. */
export const AVAILABILITY_EXPIRY_MAX_HOURS = 7 * 24;

const IsoWithOffset = z.iso.datetime({
  offset: true,
  error: 'Expiry must be a date and time with its offset',
});

/**
 * `PUT /api/availability`. Anything but `normal` needs `expires_at` (in the future, within a
 * week), after which the state reads as normal by itself; `limited` needs the message it shows.
 * With `normal` the other fields are not kept.
 */
export const AvailabilityInput = z
  .object({
    state: z.enum(AVAILABILITY_STATES, {
      error: `State must be one of ${AVAILABILITY_STATES.join(', ')}`,
    }),
    eta_minutes: z
      .number({ error: 'ETA must be a number of minutes' })
      .int('ETA must be a whole number of minutes')
      .min(1, 'ETA must be at least 1 minute')
      .max(
        AVAILABILITY_ETA_MAX_MINUTES,
        `ETA must be at most ${AVAILABILITY_ETA_MAX_MINUTES} minutes`,
      )
      .nullish(),
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(
        AVAILABILITY_MESSAGE_MAX,
        `Message must be at most ${AVAILABILITY_MESSAGE_MAX} characters`,
      )
      .nullish(),
    expires_at: IsoWithOffset.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.state === 'normal') return;
    // A malformed expiry has its own message already (the field's check above).
    if (value.expires_at && !IsoWithOffset.safeParse(value.expires_at).success) return;
    if (!value.expires_at) {
      ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'Say when this ends' });
    } else {
      const at = Date.parse(value.expires_at);
      if (at <= Date.now()) {
        ctx.addIssue({
          code: 'custom',
          path: ['expires_at'],
          message: 'Expiry must be in the future',
        });
      } else if (at > Date.now() + AVAILABILITY_EXPIRY_MAX_HOURS * 3_600_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['expires_at'],
          message: 'Expiry must be within a week',
        });
      }
    }
    if (value.state === 'limited' && !value.message) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: 'Limited needs a message saying what is limited',
      });
    }
  });

export const Availability = z.object({
  state: z.enum(AVAILABILITY_STATES),
  eta_minutes: z.number().int().nullable(),
  message: z.string().nullable(),
  /** When the state reads as normal again by itself; null in the normal state. */
  expires_at: Timestamp.nullable(),
  updated_at: Timestamp,
});

export type AvailabilityInput = z.input<typeof AvailabilityInput>;
export type Availability = z.infer<typeof Availability>;

/** The state as it reads at `now`: past its expiry it is normal. */
export function availabilityAt(availability: Availability, now = Date.now()): Availability {
  if (availability.state === 'normal') return availability;
  if (availability.expires_at && Date.parse(availability.expires_at) > now) return availability;
  return { ...availability, state: 'normal', eta_minutes: null, message: null, expires_at: null };
}

/**
 * What the banner says: `Busy right now: about 60 minutes to reach you`, `Severe weather:
 * emergencies first`, a limited state's own message; the message (or the ETA) beneath. Null in
 * the normal state.
 */
export function availabilityNotice(
  availability: Pick<Availability, 'state' | 'eta_minutes' | 'message'>,
): { headline: string; detail: string | null } | null {
  const { state, eta_minutes: eta, message } = availability;
  const about = eta ? `about ${eta} minutes to reach you` : null;
  switch (state) {
    case 'normal':
      return null;
    case 'busy':
      return {
        headline: `Busy right now: ${about ?? 'it may take us longer than usual to reach you'}`,
        detail: message || null,
      };
    case 'severe_weather':
      return {
        headline: 'Severe weather: emergencies first',
        detail: message || (about ? `Right now it is ${about}.` : null),
      };
    case 'limited':
      return {
        headline: message || 'Limited service right now',
        detail: about ? `Right now it is ${about}.` : null,
      };
  }
}
