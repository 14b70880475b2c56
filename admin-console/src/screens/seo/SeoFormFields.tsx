import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@tow/contracts/constants';
import { SeoSettingInput, SeoSettingUpdate } from '@tow/contracts/seo-setting';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import { SEO_DESCRIPTION_RECOMMENDED, SEO_TITLE_RECOMMENDED } from '../../constants.ts';
import styles from './SeoScreen.module.css';
import { lengthCounter, PAGE_OPTIONS, type SeoFormValues } from './seo-form.ts';

export interface SeoFormFieldsProps extends FormFieldsProps<SeoFormValues> {
  readonly mode: 'create' | 'edit';
  /** Pages that already have a setting (one setting per page). */
  readonly takenPages: readonly string[];
}

/** A text area for code (JSON, HTML tags): monospaced, with no spelling marks or capitals. */
const CODE_AREA = {
  spellCheck: false,
  autoCapitalize: 'off',
  textareaClassName: styles.code,
} as const;

function Counter({ counter }: { counter: ReturnType<typeof lengthCounter> }) {
  return (
    <span className={counter.inRange ? styles.inRange : undefined} data-testid="length-counter">
      {counter.text}
    </span>
  );
}

/** The fields of the SEO setting form (spec sections 3, 5 and 9). */
export function SeoFormFields({ mode, takenPages, ...props }: SeoFormFieldsProps) {
  const { values } = props;
  // The page is asked for once: an update may not change it.
  const bind = fieldBinding(props, (mode === 'create' ? SeoSettingInput : SeoSettingUpdate).shape);
  const options = PAGE_OPTIONS.map((option) => ({
    ...option,
    disabled: mode === 'create' && takenPages.includes(option.value),
  }));
  const free = options.some((option) => !option.disabled);

  return (
    <>
      <SelectField
        label="Page"
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
        {...bind.text('page')}
      />
      <TextField
        label="Meta title"
        {...bind.text('meta_title')}
        hint={
          <Counter
            counter={lengthCounter(values.meta_title, SEO_TITLE_MAX, SEO_TITLE_RECOMMENDED)}
          />
        }
      />
      <TextAreaField
        label="Meta description"
        {...bind.text('meta_description')}
        rows={3}
        hint={
          <Counter
            counter={lengthCounter(
              values.meta_description,
              SEO_DESCRIPTION_MAX,
              SEO_DESCRIPTION_RECOMMENDED,
            )}
          />
        }
      />
      <TextField
        label="Meta keywords"
        {...bind.text('meta_keywords')}
        hint="Comma-separated, e.g. towing Birmingham, breakdown recovery"
      />
      <TextAreaField
        label="Structured data (JSON)"
        {...bind.text('structured_data')}
        rows={8}
        hint="A JSON-LD object, or empty for none."
        {...CODE_AREA}
      />
      <TextAreaField
        label="Additional head tags"
        {...bind.text('additional_head_tags')}
        rows={3}
        {...CODE_AREA}
      />
      <CheckboxField label="Active" {...bind.flag('is_active')} />
    </>
  );
}
