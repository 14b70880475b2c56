import { BENCH_ADMIN } from './bench-server.ts';

/** The JSON body of a call that must succeed; a failure stops the bench, naming the call. */
export async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs in as the bench's owner on a replica: the bearer token. */
export async function signIn(origin: string): Promise<string> {
  const answer = await json(
    await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    }),
  );
  return answer.token as string;
}

/** Turns push alerts on for the signed-in owner, delivered to `subscription`. */
export async function subscribeToPush(
  origin: string,
  token: string,
  subscription: unknown,
): Promise<void> {
  await json(
    await fetch(`${origin}/api/push-subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(subscription),
    }),
  );
}
