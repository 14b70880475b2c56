/** An alert announcing a request on one channel: a new request, or one nobody took in time. */
export interface AlertJobPayload {
  callback_request_id: number;
  kind: 'new' | 'escalation';
}

export interface EscalationJobPayload {
  callback_request_id: number;
}

export interface JobPayloads {
  'alert.email': AlertJobPayload;
  'alert.push': AlertJobPayload;
  escalation: EscalationJobPayload;
}

export type JobKind = keyof JobPayloads;

export const JOB_KINDS: JobKind[] = ['alert.email', 'alert.push', 'escalation'];
