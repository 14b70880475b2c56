import type { SmsConversation, SmsMessage } from '@tow/contracts/sms';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../api/client.ts';
import { useLiveEvents } from './live-context.ts';

export interface ConversationState {
  readonly conversation: SmsConversation | null;
  readonly failed: boolean;
  /** Sends a text to the driver; throws the API's error (shown by the caller). */
  send(body: string): Promise<void>;
}

/** One text put in its place: a newer state of a text already shown replaces it. */
function withText(messages: readonly SmsMessage[], text: SmsMessage): SmsMessage[] {
  const index = messages.findIndex((m) => m.id === text.id);
  if (index === -1) return [...messages, text].sort((a, b) => a.id - b.id);
  const next = [...messages];
  next[index] = text;
  return next;
}

/**
 * A request's texts (GET …/messages), kept current by the live stream: a text sent, delivered,
 * failed or received on any replica shows at once; a (re)connection loads them again.
 */
export function useConversation(requestId: number): ConversationState {
  const [conversation, setConversation] = useState<SmsConversation | null>(null);
  const [failed, setFailed] = useState(false);
  const live = useLiveEvents();

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<SmsConversation>(
        'GET',
        `/callback-requests/${requestId}/messages`,
      );
      setConversation({
        messages: answer.messages,
        opted_out: answer.opted_out,
        sms_enabled: answer.sms_enabled,
      });
      setFailed(false);
    } catch (failure) {
      console.warn('GET messages failed', failure);
      setFailed(true);
    }
  }, [requestId]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(
    () =>
      live.subscribe((event) => {
        if (event.kind === 'resync') void load();
        if (event.kind !== 'message' || event.id !== requestId) return;
        setConversation((current) =>
          current ? { ...current, messages: withText(current.messages, event.message) } : current,
        );
        // A STOP or START changes the phone's opt-out: read it as the API has it.
        if (event.message.direction === 'inbound') void load();
      }),
    [live.subscribe, load, requestId],
  );

  const send = useCallback(
    async (body: string) => {
      const answer = await apiRequest<{ text: SmsMessage }>(
        'POST',
        `/callback-requests/${requestId}/messages`,
        { body },
      );
      setConversation((current) =>
        current ? { ...current, messages: withText(current.messages, answer.text) } : current,
      );
    },
    [requestId],
  );

  return { conversation, failed, send };
}
