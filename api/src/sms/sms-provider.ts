/** What a provider answered for one text handed to it. */
export interface SmsHandedOver {
  /** The provider's id of the text (Twilio's SID); null where receipts carry our key (Kannel). */
  providerId: string | null;
}

/** One text to send: `key` is ours, for the provider's receipts to name it. */
export interface OutgoingSms {
  key: string;
  to: string;
  body: string;
}

/** Hands texts to an SMS provider; throws SmsSendError when it did not take one. */
export interface SmsProvider {
  send(sms: OutgoingSms): Promise<SmsHandedOver>;
}

/**
 * A text the provider did not take. `permanent` when sending it again cannot help (an invalid
 * number, a refused body): the job gives up at once rather than retrying for hours.
 */
export class SmsSendError extends Error {
  readonly permanent: boolean;

  constructor(message: string, options: { permanent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.permanent = options.permanent;
  }
}

/** A refusal that will not change on a retry: a 4xx other than auth, timeout or rate limit. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}
