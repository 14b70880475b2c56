import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@tow/contracts/constants';
import type { SeoPage } from '@tow/contracts/seo-setting';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import { SEO_DESCRIPTION_RECOMMENDED, SEO_TITLE_RECOMMENDED } from '../../constants.ts';
import styles from './SeoScreen.module.css';
import { lengthCounter, PAGE_OPTIONS, type SeoFormValues } from './seo-form.ts';

export interface SeoFieldsProps {
  readonly values: SeoFormValues;
  readonly onChange: (values: SeoFormValues) => void;
  readonly errors: FieldErrors;
  readonly mode: 'create' | 'edit';
  /** Pages that already have a setting (one setting per page). */
  readonly takenPages: readonly string[];
}

function Counter({ counter }: { counter: ReturnType<typeof lengthCounter> }) {
  return (
    <span className={counter.inRange ? styles.inRange : undefined} data-testid="length-counter">
      {counter.text}
    </span>
  );
}

/** The fields of the SEO setting form (spec sections 3, 5 and 9). */
export function SeoFields({ values, onChange, errors, mode, takenPages }: SeoFieldsProps) {
  const set = <K extends keyof SeoFormValues>(key: K, value: SeoFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const options = PAGE_OPTIONS.map((option) => ({
    ...option,
    disabled: mode === 'create' && takenPages.includes(option.value),
  }));
  const free = options.some((option) => !option.disabled);

  return (
    <>
      <SelectField
        label="Page"
        name="page"
        required={mode === 'create'}
        disabled={mode === 'edit'}
        options={options}
        placeholder={values.page === '' ? 'Select a page' : undefined}
        hint={
          mode === 'edit'
            ? 'Locked: the page of a setting cannot be changed.'
            : free
              ? 'One setting per page; pages that have one are greyed out.'
              : 'Every page already has a setting: edit it instead.'
        }
        value={values.page}
        onChange={(event) => set('page', event.target.value as SeoPage)}
        error={errors.page}
      />
      <TextField
        label="Meta title"
        name="meta_title"
        required
        maxLength={SEO_TITLE_MAX}
        hint={
          <Counter
            counter={lengthCounter(values.meta_title, SEO_TITLE_MAX, SEO_TITLE_RECOMMENDED)}
          />
        }
        value={values.meta_title}
        onChange={(event) => set('meta_title', event.target.value)}
        error={errors.meta_title}
      />
      <TextAreaField
        label="Meta description"
        name="meta_description"
        required
        rows={3}
        maxLength={SEO_DESCRIPTION_MAX}
        hint={
          <Counter
            counter={lengthCounter(
              values.meta_description,
              SEO_DESCRIPTION_MAX,
              SEO_DESCRIPTION_RECOMMENDED,
            )}
          />
        }
        value={values.meta_description}
        onChange={(event) => set('meta_description', event.target.value)}
        error={errors.meta_description}
      />
      <TextField
        label="Meta keywords"
        name="meta_keywords"
        hint="Comma-separated, e.g. towing Birmingham, breakdown recovery"
        maxLength={500}
        value={values.meta_keywords}
        onChange={(event) => set('meta_keywords', event.target.value)}
        error={errors.meta_keywords}
      />
      <TextAreaField
        label="Structured data (JSON)"
        name="structured_data"
        rows={8}
        hint="A JSON-LD object, or empty for none."
        spellCheck={false}
        autoCapitalize="off"
        textareaClassName={styles.code}
        value={values.structured_data}
        onChange={(event) => set('structured_data', event.target.value)}
        error={errors.structured_data}
      />
      <TextAreaField
        label="Additional head tags"
        name="additional_head_tags"
        rows={3}
        maxLength={5000}
        spellCheck={false}
        autoCapitalize="off"
        textareaClassName={styles.code}
        value={values.additional_head_tags}
        onChange={(event) => set('additional_head_tags', event.target.value)}
        error={errors.additional_head_tags}
      />
      <CheckboxField
        label="Active"
        name="is_active"
        checked={values.is_active}
        onChange={(event) => set('is_active', event.target.checked)}
        error={errors.is_active}
      />
    </>
  );
}
