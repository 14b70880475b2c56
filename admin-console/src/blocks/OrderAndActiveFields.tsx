import { CheckboxField, TextField } from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from './field-binding.ts';
import shared from './ListScreen.module.css';

/** The values of a form with a place in the website's order and a switch to show it. */
interface OrderedValues {
  sort_order: string;
  is_active: boolean;
}

/**
 * The sort order and the "Active (shown on the website)" box side by side: the last row of the
 * forms of content the website lists in the console's order (services, locations).
 */
export function OrderAndActiveFields({
  checkboxClassName,
  ...props
}: FormFieldsProps<OrderedValues> & { checkboxClassName?: string }) {
  const bind = fieldBinding(props);
  return (
    <div className={shared.pair}>
      <TextField label="Sort order" {...bind.number('sort_order', 'whole')} min={0} step={1} />
      <CheckboxField
        label="Active (shown on the website)"
        {...bind.flag('is_active')}
        className={checkboxClassName}
      />
    </div>
  );
}
