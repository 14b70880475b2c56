// The `./FormFields` expose: every form field, one module (they share one stylesheet).
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField.tsx';
export type { FieldBaseProps } from './field-parts.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.tsx';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
