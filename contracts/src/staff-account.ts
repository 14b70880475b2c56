import { z } from 'zod';
import { requiredText } from './fields.ts';
import { MOBILE_PHONE_MESSAGE, normaliseMobilePhone } from './mobile-phone.ts';

/**
 * `owner` manages users and retention; `staff` does everything else in the console; `crew` drive
 * the trucks and see only the jobs given to them and their own account.
 */
export const USER_ROLES = ['owner', 'staff', 'crew'] as const;
export const UserRole = z.enum(USER_ROLES, { error: 'Role must be owner, staff or crew' });
export type UserRole = z.infer<typeof UserRole>;

/** How long an invitation or password-reset link works. */
export const INVITATION_HOURS = 72;

const Email = z.email({ error: 'Please enter a valid email address' }).max(254);
const NewPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

/** A user as the Users screen lists them. */
export const StaffUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: UserRole,
  active: z.boolean(),
  two_factor: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  /** Their mobile in E.164 ("+447700900123"), for alerts by text; null when not given. */
  phone: z.string().nullable(),
  /** Whether they want alerts by text (on call); needs `phone`. */
  sms_alerts: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUser>;

/** A mobile number in any usual form, stored as E.164; empty text or null removes it. */
const MobilePhone = z
  .string({ error: MOBILE_PHONE_MESSAGE })
  .max(40, MOBILE_PHONE_MESSAGE)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const e164 = normaliseMobilePhone(value);
    if (!e164) ctx.addIssue({ code: 'custom', message: MOBILE_PHONE_MESSAGE });
    return e164;
  });

/** Refused when alerts by text would be on with no number to send them to. */
export const SMS_ALERTS_NEED_PHONE = 'Add a mobile number to get alerts by text';

const SmsAlerts = z.boolean({ error: 'Alerts by text must be true or false' });

export const UserInput = z.object({
  name: requiredText('Name', 120),
  email: Email,
  role: UserRole,
});
export type UserInput = z.input<typeof UserInput>;

export const UserUpdate = z.object({
  name: requiredText('Name', 120).optional(),
  role: UserRole.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
  phone: MobilePhone.optional(),
  sms_alerts: SmsAlerts.optional(),
});
export type UserUpdate = z.input<typeof UserUpdate>;

export const AcceptInvitationInput = z.object({ password: NewPassword });

/** What a signed-in user changes of their own profile: any of the fields, at least one. */
export const MyProfileInput = z
  .object({
    name: requiredText('Name', 120).optional(),
    phone: MobilePhone.optional(),
    sms_alerts: SmsAlerts.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Give a name, a mobile number or the choice of alerts by text',
  });

export const PasswordChangeInput = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Password is too long'),
  new_password: NewPassword,
});

const Code = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(64, 'Code is too long');

export const TwoFactorConfirmInput = z.object({ code: Code });
export const TwoFactorLoginInput = z.object({
  challenge: z.string({ error: 'Challenge is required' }).min(1).max(128),
  code: Code,
});

export const SessionInfo = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const AuditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /**
   * What the record was called when the entry was written ("Battery Jump Start", "WMR-7K3Q"), so
   * a deleted record is still named; a user account's current name while it exists.
   */
  record_name: z.string().nullable(),
  ip: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const SecuritySettings = z.object({
  retention_days: z
    .number({ error: 'Retention days must be a number' })
    .int('Retention days must be a whole number')
    .min(30, 'Retention must be at least 30 days')
    .max(3650, 'Retention must be at most 3650 days'),
  require_two_factor: z.boolean({ error: 'Require two factor must be true or false' }),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;
