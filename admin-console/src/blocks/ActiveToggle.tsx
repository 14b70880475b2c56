import { Button } from '@tow/shared-ui/host/components';
import {
  type ActiveToggleMessages,
  activeToggleTexts,
  type FlagToggle,
} from './use-flag-toggle.ts';

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

/**
 * The `rowActions` of a screen whose rows switch `is_active`: each row's toggle, named by
 * `name`, showing the screen's "… activated" / "… deactivated" message.
 */
export function activeRowToggle<T extends { id: number; is_active: boolean }>(
  toggle: FlagToggle,
  messages: ActiveToggleMessages,
  name: (record: T) => string,
  icon = true,
) {
  return (record: T) => (
    <ActiveToggle
      active={record.is_active}
      name={name(record)}
      onToggle={() => toggle(record, 'is_active', activeToggleTexts(messages))}
      icon={icon}
    />
  );
}
