import type { BusinessProfile } from '@tow/contracts/business-profile';
import { Button } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf } from '../../blocks/form-errors.ts';
import { ownerOnlyRoute } from '../../blocks/OwnerOnly.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useStatus } from '../../blocks/use-status.ts';
import { PageSpinner } from '../PageSpinner.tsx';
import styles from './BusinessProfileScreen.module.css';
import { ProfileFormFields } from './ProfileFormFields.tsx';
import { ProfilePreview } from './ProfilePreview.tsx';
import {
  checkedPayload,
  fieldProblem,
  formValuesOf,
  type ProfileField,
  type ProfileFormValues,
} from './profile-form.ts';

/**
 * /admin/business-profile (owners): the company as every page, text and email names it. Staff
 * and crew are not shown it: the name and numbers drivers call are the owner's to change.
 */
function BusinessProfileScreen() {
  const status = useStatus();
  const [stored, setStored] = useState<BusinessProfile | null>(null);
  const [values, setValues] = useState<ProfileFormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    apiRequest<{ profile: BusinessProfile }>('GET', '/business-profile')
      .then((answer) => {
        setStored(answer.profile);
        setValues(formValuesOf(answer.profile));
      })
      .catch((error: unknown) =>
        setFailure(errorMessage(error, 'Failed to fetch the business profile')),
      );
  }, []);

  if (!values || !stored) return failure ? <ErrorBox>{failure}</ErrorBox> : <PageSpinner />;

  const change = (field: ProfileField, value: string) => {
    setValues({ ...values, [field]: value });
    // A message already shown goes as soon as what is typed is right.
    if (errors[field] && !fieldProblem({ ...values, [field]: value }, field)) {
      const { [field]: _, ...rest } = errors;
      setErrors(rest);
    }
  };
  const leave = (field: ProfileField) => {
    const problem = fieldProblem(values, field);
    const { [field]: _, ...rest } = errors;
    setErrors(problem ? { ...rest, [field]: problem } : rest);
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || !stored) return;
    setFailure(null);
    setSaving(true);
    try {
      const payload = checkedPayload(values, stored.logo_media_id);
      const answer = await apiRequest<{ message: string; profile: BusinessProfile }>(
        'PUT',
        '/business-profile',
        payload,
      );
      setStored(answer.profile);
      setValues(formValuesOf(answer.profile));
      setErrors({});
      status.success(answer.message);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(errorMessage(error, 'An error occurred'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Business profile"
        description="Your company as every page of the site, the texts to drivers and the emails name it. A change shows on the site at once."
      />
      <StatusBanner status={status} />
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={save} noValidate aria-label="Business profile">
          {failure && <ErrorBox>{failure}</ErrorBox>}
          <ProfileFormFields values={values} errors={errors} onChange={change} onBlur={leave} />
          <div className={styles.actions}>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save profile'}
            </Button>
          </div>
        </form>
        <ProfilePreview values={values} />
      </div>
    </>
  );
}

export const Component = ownerOnlyRoute(
  'Business profile',
  'change the business profile',
  BusinessProfileScreen,
);
