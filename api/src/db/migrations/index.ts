import type { Migration } from 'kysely/migration';
import * as createContentTables from './2026_11_21_000000_create_content_tables.ts';
import * as createAuthTables from './2026_11_21_000100_create_auth_tables.ts';
import * as createAlertTables from './2026_11_23_000200_create_alert_tables.ts';
import * as createLeadResponseTables from './2026_11_23_100000_create_lead_response_tables.ts';
import * as addDriverSide from './2026_11_23_200000_add_driver_side.ts';
import * as addStaffAccounts from './2026_11_23_300000_add_staff_accounts.ts';
import * as addContentVersion from './2026_11_24_000000_add_content_version.ts';
import * as addSuspectedSpam from './2026_11_24_100000_add_suspected_spam.ts';
import * as addSms from './2026_11_27_100000_add_sms.ts';
import * as addOnCall from './2026_11_27_200000_add_on_call.ts';
import * as addDispatch from './2026_11_27_300000_add_dispatch.ts';

/** Every migration by name; listed here so builds and bundles need no directory scan. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_000000_create_content_tables': createContentTables,
  '2026_11_21_000100_create_auth_tables': createAuthTables,
  '2026_11_23_000200_create_alert_tables': createAlertTables,
  '2026_11_23_100000_create_lead_response_tables': createLeadResponseTables,
  '2026_11_23_200000_add_driver_side': addDriverSide,
  '2026_11_23_300000_add_staff_accounts': addStaffAccounts,
  '2026_11_24_000000_add_content_version': addContentVersion,
  '2026_11_24_100000_add_suspected_spam': addSuspectedSpam,
  '2026_11_27_100000_add_sms': addSms,
  '2026_11_27_200000_add_on_call': addOnCall,
  '2026_11_27_300000_add_dispatch': addDispatch,
};
