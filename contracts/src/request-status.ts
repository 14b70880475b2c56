import { z } from 'zod';
import { CALLBACK_STATUSES, URGENCIES } from './constants.ts';
import { DriverDispatch } from './dispatch.ts';
import { Timestamp } from './fields.ts';

/** What `GET /api/requests/status/{token}` tells the driver: no more than a first name and 3 digits. */
export const RequestStatus = z
  .object({
    reference: z.string(),
    status: z.enum(CALLBACK_STATUSES),
    urgency: z.enum(URGENCIES),
    created_at: Timestamp,
    acknowledged: z.boolean(),
    /** When a person took the request: the status page's "Taken" time. */
    acknowledged_at: Timestamp.nullable(),
    first_name: z.string(),
    phone_last3: z.string(),
    /** The driver is texted as the request moves (we have it, someone took it). */
    text_updates: z.boolean(),
  })
  .extend(DriverDispatch.shape);

export type RequestStatus = z.infer<typeof RequestStatus>;
