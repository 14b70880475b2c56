type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isBox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

interface Typed {
  readonly control: Control;
  /** What the visitor had entered when hydration started. */
  readonly typed: string;
  /** What the server HTML had in the field. */
  readonly initial: string;
}

function read(control: Control): string {
  return isBox(control) ? String(control.checked) : control.value;
}

function initialOf(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const option = [...control.options].find((o) => o.defaultSelected) ?? control.options[0];
    return option?.value ?? '';
  }
  return isBox(control) ? String(control.defaultChecked) : control.defaultValue;
}

function write(control: Control, value: string): void {
  if (isBox(control)) control.checked = value === 'true';
  else control.value = value;
}

/** Whether a field still holds what the page came with (nothing typed or picked in it yet). */
export function untouched(control: Control): boolean {
  return read(control) === initialOf(control);
}

/**
 * What a visitor typed into an island's fields before it hydrated. Hydration may put a field
 * back to the server's value (a <select>'s default option); `restore` puts the visitor's back,
 * leaving alone any field changed again while hydrating.
 */
export function rememberTypedValues(root: HTMLElement): { restore(): void } {
  const typed: Typed[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    const value = read(control);
    const initial = initialOf(control);
    if (value !== initial) typed.push({ control, typed: value, initial });
  }
  return {
    restore() {
      for (const { control, typed: value, initial } of typed) {
        if (control.isConnected && read(control) === initial) write(control, value);
      }
    },
  };
}
