import { CheckboxField, TextField } from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../blocks/form-errors.ts';

export interface MobileAlertFieldsProps {
  /** The number as stored (E.164), or null. */
  readonly phone: string | null;
  readonly smsAlerts: boolean;
  /** "Send me alerts by text" on My account, "Send alerts by text" for someone else. */
  readonly checkboxLabel: string;
  readonly errors?: FieldErrors;
}

/** A mobile number and the choice of alerts by text (uncontrolled: read from the form). */
export function MobileAlertFields({
  phone,
  smsAlerts,
  checkboxLabel,
  errors = {},
}: MobileAlertFieldsProps) {
  return (
    <>
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={phone ?? ''}
        hint="A UK mobile (07700 900123) or an international number starting with +. Leave empty to remove it."
        error={errors.phone}
      />
      <CheckboxField
        label={checkboxLabel}
        name="sms_alerts"
        defaultChecked={smsAlerts}
        hint="When on call, urgent new requests are texted to this number, day or night."
        error={errors.sms_alerts}
      />
    </>
  );
}

/** The form's fields as PUT /api/me or /api/users/{id} take them. */
export function mobileAlertsOf(form: FormData): { phone: string; sms_alerts: boolean } {
  return { phone: String(form.get('phone') ?? ''), sms_alerts: form.get('sms_alerts') === 'on' };
}
