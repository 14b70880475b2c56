import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
} from '../src/components/FormFields/index.ts';
import { attr, html, tagWith } from './render.ts';

const options = [
  { value: 'Birmingham', label: 'Birmingham' },
  { value: 'Walsall', label: 'Walsall' },
  { value: 'Other', label: 'Other' },
];

/** What every field takes from the form: its name, label, id and the shared field props. */
interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly id?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly required?: boolean;
}

/** Each field component, how to render it, and the tag of its control. */
const FIELDS: readonly {
  readonly field: string;
  readonly tag: string;
  readonly render: (props: FieldProps) => ReactElement;
}[] = [
  { field: 'TextField', tag: 'input', render: (props) => <TextField {...props} /> },
  { field: 'TextAreaField', tag: 'textarea', render: (props) => <TextAreaField {...props} /> },
  {
    field: 'SelectField',
    tag: 'select',
    render: (props) => <SelectField options={options} {...props} />,
  },
  { field: 'CheckboxField', tag: 'input', render: (props) => <CheckboxField {...props} /> },
  { field: 'PasswordField', tag: 'input', render: (props) => <PasswordField {...props} /> },
];

describe.each(FIELDS)('$field', ({ tag, render }) => {
  const controlOf = (markup: string, name: string) => tagWith(markup, tag, `name="${name}"`);

  test('label is tied to the control', () => {
    const markup = html(render({ label: 'Full name', name: 'name' }));
    const id = attr(controlOf(markup, 'name'), 'id');
    expect(id).toBeTruthy();
    expect(markup).toContain(`<label for="${id}"`);
    expect(markup).toContain('Full name');
  });

  test('required: native attribute plus a visible * hidden from screen readers', () => {
    const markup = html(render({ label: 'Phone', name: 'phone', required: true }));
    expect(controlOf(markup, 'phone')).toContain('required=""');
    expect(markup).toMatch(/Phone<span class="[^"]*" aria-hidden="true">\*<\/span><\/label>/);
    expect(html(render({ label: 'Email', name: 'email' }))).not.toContain('*');
  });

  test('hint and error are linked by aria-describedby; error sets aria-invalid', () => {
    const markup = html(
      render({ id: 'email', label: 'Email', name: 'email', hint: 'Optional.', error: 'Wrong' }),
    );
    const control = controlOf(markup, 'email');
    expect(attr(control, 'aria-describedby')).toBe('email-hint email-error');
    expect(attr(control, 'aria-invalid')).toBe('true');
    expect(markup).toContain('<p id="email-hint"');
    expect(markup).toMatch(/<p id="email-error"[^>]*>.*Error: <\/span>Wrong/);
  });

  test('no error: no aria-invalid, no empty describedby', () => {
    const control = controlOf(html(render({ label: 'Name', name: 'n' })), 'n');
    expect(control).not.toContain('aria-invalid');
    expect(control).not.toContain('aria-describedby');
  });
});

describe('TextField', () => {
  test('a text input unless told otherwise', () => {
    const input = tagWith(html(<TextField label="Name" name="name" />), 'input', 'name="name"');
    expect(attr(input, 'type')).toBe('text');
  });

  test('keeps a caller aria-describedby after its own', () => {
    const markup = html(
      <TextField id="t" label="Title" name="t" hint="h" aria-describedby="counter" />,
    );
    expect(attr(tagWith(markup, 'input', 'name="t"'), 'aria-describedby')).toBe('t-hint counter');
  });

  test('passes native props through for browser validation and no-JS posts', () => {
    const markup = html(
      <TextField
        label="Price from"
        name="price_from"
        type="number"
        min={0}
        max={9999}
        step="0.01"
        defaultValue="49.5"
        autoComplete="off"
        placeholder="0.00"
        inputMode="decimal"
      />,
    );
    const input = tagWith(markup, 'input', 'name="price_from"');
    for (const expected of [
      'type="number"',
      'min="0"',
      'max="9999"',
      'step="0.01"',
      'value="49.5"',
      'autoComplete="off"',
      'placeholder="0.00"',
      'inputMode="decimal"',
    ]) {
      expect(input).toContain(expected);
    }
  });
});

describe('TextAreaField', () => {
  test('4 rows by default, and native limits passed through', () => {
    const markup = html(<TextAreaField label="Message" name="message" maxLength={2000} />);
    const textarea = tagWith(markup, 'textarea', 'name="message"');
    expect(attr(textarea, 'rows')).toBe('4');
    expect(textarea).toContain('maxLength="2000"');
  });
});

describe('SelectField', () => {
  test('placeholder option has an empty value, so `required` blocks submitting it', () => {
    const markup = html(
      <SelectField label="Location" name="location" options={options} placeholder="Pick" />,
    );
    expect(markup).toContain('<option value="">Pick</option>');
    expect(markup).toContain('<option value="Walsall">Walsall</option>');
  });

  test('defaultValue selects an option', () => {
    const markup = html(
      <SelectField label="Urgency" name="urgency" options={options} defaultValue="Walsall" />,
    );
    expect(markup).toContain('<option value="Walsall" selected="">');
  });
});

describe('CheckboxField', () => {
  test('a real checkbox with its value and checked state', () => {
    const markup = html(
      <CheckboxField label="Active" name="is_active" value="true" defaultChecked />,
    );
    const input = tagWith(markup, 'input', 'type="checkbox"');
    expect(input).toContain('name="is_active"');
    expect(input).toContain('value="true"');
    expect(input).toContain('checked=""');
  });
});

describe('PasswordField', () => {
  test('a password input with a show/hide toggle button', () => {
    const markup = html(<PasswordField label="Password" name="password" />);
    const input = tagWith(markup, 'input', 'name="password"');
    expect(attr(input, 'type')).toBe('password');
    expect(attr(input, 'autoComplete')).toBe('current-password');
    const toggle = tagWith(markup, 'button', 'aria-pressed');
    expect(attr(toggle, 'type')).toBe('button');
    expect(attr(toggle, 'aria-pressed')).toBe('false');
    expect(attr(toggle, 'aria-label')).toBe('Show password');
    expect(attr(toggle, 'aria-controls')).toBe(attr(input, 'id'));
  });

  test('new-password for sign-up forms', () => {
    const markup = html(
      <PasswordField label="New password" name="p" autoComplete="new-password" />,
    );
    expect(attr(tagWith(markup, 'input', 'name="p"'), 'autoComplete')).toBe('new-password');
  });
});
