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
import * as addCrewPosition from './2026_11_28_100000_add_crew_position.ts';
import * as addCreatedAtIndex from './2026_11_28_200000_add_created_at_index.ts';
import * as addPostcodeDistricts from './2026_11_28_300000_add_postcode_districts.ts';
import * as addAvailability from './2026_11_28_300100_add_availability.ts';
import * as addBackupRuns from './2026_11_28_700000_add_backup_runs.ts';
import * as addAuditRecordName from './2026_11_28_800000_add_audit_record_name.ts';
import * as createBusinessProfile from './2026_11_28_900000_create_business_profile.ts';
import * as addMediaLibrary from './2026_11_29_100000_add_media_library.ts';
import * as addSiteTextAndDemoRows from './2026_11_29_200000_add_site_text_and_demo_rows.ts';
import * as addReviewRequests from './2026_11_29_300000_add_review_requests.ts';
import * as addBusinessRegion from './2026_11_29_400000_add_business_region.ts';
import * as addPhoneLookup from './2026_11_30_100000_add_phone_lookup.ts';
import * as addMediaPortraitCut from './2026_11_30_200000_add_media_portrait_cut.ts';
import * as addBusinessClaims from './2026_11_30_300000_add_business_claims.ts';

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
  '2026_11_28_100000_add_crew_position': addCrewPosition,
  '2026_11_28_200000_add_created_at_index': addCreatedAtIndex,
  '2026_11_28_300000_add_postcode_districts': addPostcodeDistricts,
  '2026_11_28_300100_add_availability': addAvailability,
  '2026_11_28_700000_add_backup_runs': addBackupRuns,
  '2026_11_28_800000_add_audit_record_name': addAuditRecordName,
  '2026_11_28_900000_create_business_profile': createBusinessProfile,
  '2026_11_29_100000_add_media_library': addMediaLibrary,
  '2026_11_29_200000_add_site_text_and_demo_rows': addSiteTextAndDemoRows,
  '2026_11_29_300000_add_review_requests': addReviewRequests,
  '2026_11_29_400000_add_business_region': addBusinessRegion,
  '2026_11_30_100000_add_phone_lookup': addPhoneLookup,
  '2026_11_30_200000_add_media_portrait_cut': addMediaPortraitCut,
  '2026_11_30_300000_add_business_claims': addBusinessClaims,
};
