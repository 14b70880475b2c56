import { describe, expect, test } from 'vitest';
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
} from '../src/components/FormFields/index.ts';
import { attr, html, tagWith } from './render.ts';

describe('TextField', () => {
  test('label is tied to the input', () => {
    const markup = html(<TextField label="Full name" name="name" />);
    const input = tagWith(markup, 'input', 'name="name"');
    const id = attr(input, 'id');
    expect(id).toBeTruthy();
    expect(markup).toContain(`<label for="${id}"`);
    expect(markup).toContain('Full name');
    expect(attr(input, 'type')).toBe('text');
  });

  test('required: native attribute plus a visible * hidden from screen readers', () => {
    const markup = html(<TextField label="Phone" name="phone" type="tel" required />);
    expect(tagWith(markup, 'input', 'name="phone"')).toContain('required=""');
    expect(markup).toMatch(/Phone<span class="[^"]*" aria-hidden="true">\*<\/span><\/label>/);
    expect(html(<TextField label="Email" name="email" />)).not.toContain('*');
  });

  test('hint and error are linked by aria-describedby; error sets aria-invalid', () => {
    const markup = html(
      <TextField
        id="email"
        label="Email"
        name="email"
        type="email"
        hint="We reply by phone; email is optional."
        error="Enter a valid email address"
      />,
    );
    const input = tagWith(markup, 'input', 'name="email"');
    expect(attr(input, 'aria-describedby')).toBe('email-hint email-error');
    expect(attr(input, 'aria-invalid')).toBe('true');
    expect(markup).toContain('<p id="email-hint"');
    expect(markup).toMatch(/<p id="email-error"[^>]*>.*Error: <\/span>Enter a valid email address/);
  });

  test('no error: no aria-invalid, no empty describedby', () => {
    const input = tagWith(html(<TextField label="Name" name="n" />), 'input', 'name="n"');
    expect(input).not.toContain('aria-invalid');
    expect(input).not.toContain('aria-describedby');
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
  test('4 rows by default, label and required marker', () => {
    const markup = html(<TextAreaField label="Message" name="message" required maxLength={2000} />);
    const textarea = tagWith(markup, 'textarea', 'name="message"');
    expect(attr(textarea, 'rows')).toBe('4');
    expect(textarea).toContain('required=""');
    expect(textarea).toContain('maxLength="2000"');
    expect(markup).toContain(`<label for="${attr(textarea, 'id')}"`);
    expect(markup).toContain('aria-hidden="true">*</span>');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'Birmingham', label: 'Birmingham' },
    { value: 'Walsall', label: 'Walsall' },
    { value: 'Other', label: 'Other' },
  ];

  test('placeholder option has an empty value, so `required` blocks submitting it', () => {
    const markup = html(
      <SelectField
        label="Location"
        name="location"
        options={options}
        placeholder="Select a location"
        required
      />,
    );
    const select = tagWith(markup, 'select', 'name="location"');
    expect(select).toContain('required=""');
    expect(markup).toContain('<option value="">Select a location</option>');
    expect(markup).toContain('<option value="Walsall">Walsall</option>');
    expect(markup).toContain(`<label for="${attr(select, 'id')}"`);
  });

  test('defaultValue selects an option; error is described', () => {
    const markup = html(
      <SelectField
        id="u"
        label="Urgency"
        name="urgency"
        options={options}
        defaultValue="Walsall"
        error="Choose one"
      />,
    );
    expect(markup).toContain('<option value="Walsall" selected="">');
    const select = tagWith(markup, 'select', 'name="urgency"');
    expect(attr(select, 'aria-describedby')).toBe('u-error');
    expect(attr(select, 'aria-invalid')).toBe('true');
  });
});

describe('CheckboxField', () => {
  test('a real checkbox with its label, value and checked state', () => {
    const markup = html(
      <CheckboxField
        label="Active"
        name="is_active"
        value="true"
        defaultChecked
        hint="Shown on the site"
      />,
    );
    const input = tagWith(markup, 'input', 'type="checkbox"');
    expect(input).toContain('name="is_active"');
    expect(input).toContain('value="true"');
    expect(input).toContain('checked=""');
    expect(markup).toContain(`<label for="${attr(input, 'id')}"`);
    expect(attr(input, 'aria-describedby')).toMatch(/-hint$/);
  });

  test('required marker', () => {
    const markup = html(<CheckboxField label="I agree" name="agree" required />);
    expect(tagWith(markup, 'input', 'name="agree"')).toContain('required=""');
    expect(markup).toContain('I agree<span');
    expect(markup).toContain('aria-hidden="true">*</span>');
  });
});

describe('PasswordField', () => {
  test('a password input with a show/hide toggle button', () => {
    const markup = html(<PasswordField label="Password" name="password" required />);
    const input = tagWith(markup, 'input', 'name="password"');
    expect(attr(input, 'type')).toBe('password');
    expect(attr(input, 'autoComplete')).toBe('current-password');
    expect(input).toContain('required=""');
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
