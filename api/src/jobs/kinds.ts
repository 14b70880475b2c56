/** An alert announcing a request on one channel: a new request, or one nobody took in time. */
export interface AlertJobPayload {
  callback_request_id: number;
  kind: 'new' | 'escalation';
}

export interface EscalationJobPayload {
  callback_request_id: number;
}

/** One queued text (a row of sms_messages), found by its key. */
export interface SmsJobPayload {
  key: string;
}

/** A completed job's review request, due REVIEW_REQUEST_DELAY after completion. */
export interface ReviewRequestJobPayload {
  callback_request_id: number;
}

/** Its one reminder, three days after it was sent. */
export interface ReviewReminderJobPayload {
  review_request_id: number;
}

export interface JobPayloads {
  'alert.email': AlertJobPayload;
  'alert.push': AlertJobPayload;
  'alert.sms': AlertJobPayload;
  escalation: EscalationJobPayload;
  'sms.send': SmsJobPayload;
  'review.request': ReviewRequestJobPayload;
  'review.reminder': ReviewReminderJobPayload;
}

export type JobKind = keyof JobPayloads;

export const JOB_KINDS: JobKind[] = [
  'alert.email',
  'alert.push',
  'alert.sms',
  'escalation',
  'sms.send',
  'review.request',
  'review.reminder',
];
