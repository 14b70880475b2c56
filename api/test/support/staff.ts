import type { UserRole } from '@tow/contracts';
import type { TestAnswer, TestApi } from './test-api.ts';

/** A password zxcvbn rates safely unguessable, for the users the tests invite. */
export const STRONG_PASSWORD = 'violet harbour tractor 91 lantern';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  password: string;
  token: string;
}

/** The token at the end of an invitation link `/admin/invitation/{token}`. */
export function invitationToken(url: string): string {
  const token = /^\/admin\/invitation\/([\w-]+)$/.exec(url)?.[1];
  if (!token) throw new Error(`Not an invitation link: ${url}`);
  return token;
}

/** Who to invite: `teamMember('Sam Staff')` is staff at sam@example.com. */
export function teamMember(name: string, role: UserRole = 'staff') {
  return { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, role };
}

/** `POST /api/users` as the owner: the invitation of `who` (any body, for the refusals too). */
export function invite(
  api: TestApi,
  ownerToken: string,
  who: { name: string; email: string; role: string },
): Promise<TestAnswer> {
  return api.call('POST', '/api/users', { token: ownerToken, body: who });
}

/** Invites a user as the owner, accepts the invitation as them and signs them in. */
export async function addStaffMember(
  api: TestApi,
  ownerToken: string,
  who: { name: string; email: string; role: UserRole },
): Promise<StaffMember> {
  const invited = await invite(api, ownerToken, who);
  if (invited.status !== 201) throw new Error(`Invite failed: ${JSON.stringify(invited.body)}`);
  const token = invitationToken(invited.body.invitation_url);
  const accepted = await api.call('POST', `/api/invitations/${token}/accept`, {
    body: { password: STRONG_PASSWORD },
  });
  if (accepted.status !== 200) throw new Error(`Accept failed: ${JSON.stringify(accepted.body)}`);
  const login = await api.call('POST', '/api/auth/login', {
    body: { email: who.email, password: STRONG_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`Login failed: ${JSON.stringify(login.body)}`);
  return {
    id: invited.body.user.id,
    email: who.email,
    name: who.name,
    password: STRONG_PASSWORD,
    token: login.body.token,
  };
}
