import { Button } from '@tow/shared-ui/host/components';

export interface ActiveToggleProps {
  readonly active: boolean;
  /** The record's name, for screen readers: "Deactivate Fuel Delivery". */
  readonly name: string;
  readonly onToggle: () => void;
  /** With the eye icons (services, locations); promotions show the word alone. */
  readonly icon?: boolean;
}

/** The inline Activate / Deactivate button of a row (spec section 4), beside Edit and Delete. */
export function ActiveToggle({ active, name, onToggle, icon = true }: ActiveToggleProps) {
  const action = active ? 'Deactivate' : 'Activate';
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={icon ? (active ? 'eye-off' : 'eye') : undefined}
      aria-label={`${action} ${name}`}
      onClick={onToggle}
    >
      {action}
    </Button>
  );
}
