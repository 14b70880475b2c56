import { SMS_BODY_MAX } from '@tow/contracts/sms';
import { smsSegments } from '@tow/contracts/sms-segments';
import { Button, Skeleton, TextAreaField } from '@tow/shared-ui/host/components';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../lib/format.ts';
import { useLiveEvents } from './live-context.ts';
import section from './RequestSection.module.css';
import styles from './TextConversation.module.css';
import { useConversation } from './use-conversation.ts';

const STATUS_LABELS = {
  queued: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Not delivered',
  received: 'Received',
} as const;

/**
 * The request's texts with the driver, as on a phone: the site's and staff's on the right, the
 * driver's replies on the left, each with its state; a text that did not reach the driver in red
 * with the reason. Staff write below. Nothing shows on a site without texts set up.
 */
export function TextConversation({ requestId }: { requestId: number }) {
  const { conversation, failed, send } = useConversation(requestId);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { unreadTexts, markTextsRead } = useLiveEvents();
  const unread = unreadTexts.has(requestId);

  useEffect(() => {
    if (unread) markTextsRead(requestId);
  }, [unread, markTextsRead, requestId]);

  if (conversation && !conversation.sms_enabled) return null;
  const segments = smsSegments(draft.trim());
  const firstFailed =
    conversation?.messages.find((m) => m.direction === 'outbound')?.status === 'failed';

  async function submit() {
    const body = draft.trim();
    if (!body) {
      setError('Write the text first');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await send(body);
      setDraft('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not send the text');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={section.section} aria-labelledby={`texts-${requestId}`}>
      <h3 id={`texts-${requestId}`} className={section.heading}>
        Texts with the driver
      </h3>
      {failed ? (
        <p className={styles.problem}>Could not load the texts of this request.</p>
      ) : conversation === null ? (
        <Skeleton shape="line" />
      ) : (
        <>
          {firstFailed && (
            <p className={styles.problem} role="status" data-testid="first-text-failed">
              The first text did not reach the driver: call them instead.
            </p>
          )}
          {conversation.opted_out && (
            <p className={styles.notice} data-testid="opted-out">
              This phone replied STOP: it gets no texts until it replies START.
            </p>
          )}
          {conversation.messages.length === 0 ? (
            <p className={styles.empty}>No texts yet.</p>
          ) : (
            <ol className={styles.messages} data-testid="texts">
              {conversation.messages.map((message) => (
                <li
                  key={message.id}
                  className={styles.message}
                  data-direction={message.direction}
                  data-status={message.status}
                >
                  <p className={styles.body}>{message.body}</p>
                  <p className={styles.meta}>
                    <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                    {' · '}
                    {message.direction === 'inbound'
                      ? 'From the driver'
                      : message.sent_by === 'system'
                        ? 'Automatic'
                        : message.sent_by}
                    {' · '}
                    {STATUS_LABELS[message.status]}
                    {message.error && <span className={styles.error}>: {message.error}</span>}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {!conversation.opted_out && (
            <div className={styles.compose}>
              <TextAreaField
                label="Text the driver"
                name="sms_body"
                rows={2}
                value={draft}
                maxLength={SMS_BODY_MAX}
                error={error}
                hint={
                  draft.trim()
                    ? `${segments.segments} SMS (${segments.units} ${segments.encoding === 'GSM-7' ? 'characters' : 'characters, with symbols'})`
                    : undefined
                }
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="button" variant="secondary" loading={sending} onClick={submit}>
                Send text
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
