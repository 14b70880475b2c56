import type { UserRole } from '@tow/contracts';
import { expect } from 'vitest';
import { type ApiSession, apiLogin } from './console.ts';
import type { ConsoleSuite } from './suite.ts';

/** A password zxcvbn rates safely unguessable, for the people the tests invite. */
export const TEAM_PASSWORD = 'violet harbour tractor 91 lantern';

export interface TeamMember {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** Signed in through the API, for tabs that start signed in. */
  readonly session: ApiSession;
}

/**
 * Invites someone as the file's owner, accepts the invitation as them (TEAM_PASSWORD) and signs
 * them in, all through the API: for tests of what they see, not of the invitation screens.
 */
export async function inviteMember(
  suite: ConsoleSuite,
  who: { name: string; email: string; role: UserRole },
): Promise<TeamMember> {
  const { user, invitation_url } = await suite.api.send<{
    user: { id: number };
    invitation_url: string;
  }>('POST', '/users', who);
  const token = invitation_url.slice(invitation_url.lastIndexOf('/') + 1);
  const accepted = await fetch(`${suite.baseUrl}/api/invitations/${token}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: TEAM_PASSWORD }),
  });
  expect(accepted.status).toBe(200);
  const session = await apiLogin(suite.baseUrl, { email: who.email, password: TEAM_PASSWORD });
  return { id: user.id, name: who.name, email: who.email, session };
}
