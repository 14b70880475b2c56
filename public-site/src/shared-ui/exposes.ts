import type * as AccordionModule from '@tow/shared-ui/Accordion';
import type * as BadgeModule from '@tow/shared-ui/Badge';
import type * as ButtonModule from '@tow/shared-ui/Button';
import type * as FormFieldsModule from '@tow/shared-ui/FormFields';
import type * as IconModule from '@tow/shared-ui/Icon';
import type * as LogoModule from '@tow/shared-ui/Logo';
import type * as ModalModule from '@tow/shared-ui/Modal';
import type * as PhoneLinkModule from '@tow/shared-ui/PhoneLink';
import type * as SkeletonModule from '@tow/shared-ui/Skeleton';
import type * as SpinnerModule from '@tow/shared-ui/Spinner';
import type * as StarRatingModule from '@tow/shared-ui/StarRating';
import type * as StylesModule from '@tow/shared-ui/styles';
import type * as ToastModule from '@tow/shared-ui/Toast';

/**
 * The shared-ui components this app uses, loaded at run time through module federation.
 * Only TYPES come from the `@tow/shared-ui` workspace package (`import type`, erased at build);
 * the code always comes from the deployed remote, in the browser and in the SSR server alike.
 * To use another component: add its exposed module here and a wrapper in `components.tsx`.
 */
export interface SharedUi {
  /** Renders nothing: loading `./styles` is what puts the design tokens and base CSS on the page. */
  readonly GlobalStyles: typeof StylesModule.GlobalStyles;
  readonly Accordion: typeof AccordionModule.Accordion;
  readonly Badge: typeof BadgeModule.Badge;
  readonly Button: typeof ButtonModule.Button;
  readonly CheckboxField: typeof FormFieldsModule.CheckboxField;
  readonly Icon: typeof IconModule.Icon;
  readonly Logo: typeof LogoModule.Logo;
  readonly Modal: typeof ModalModule.Modal;
  readonly PasswordField: typeof FormFieldsModule.PasswordField;
  readonly PhoneLink: typeof PhoneLinkModule.PhoneLink;
  readonly SelectField: typeof FormFieldsModule.SelectField;
  readonly Skeleton: typeof SkeletonModule.Skeleton;
  readonly Spinner: typeof SpinnerModule.Spinner;
  readonly StarRating: typeof StarRatingModule.StarRating;
  readonly TextAreaField: typeof FormFieldsModule.TextAreaField;
  readonly TextField: typeof FormFieldsModule.TextField;
  readonly Toast: typeof ToastModule.Toast;
}

/** The remote's container name (`name` in shared-ui/module-federation.config.ts). */
export const SHARED_UI_REMOTE = 'shared_ui';

/**
 * Component name → exposed module of the remote that exports it under that name. Several names
 * may share one module (the form fields). `./styles` is listed first so its stylesheet (tokens
 * and base) comes first in `<head>`.
 */
export const SHARED_UI_EXPOSES: { readonly [K in keyof SharedUi]: string } = {
  GlobalStyles: './styles',
  Accordion: './Accordion',
  Badge: './Badge',
  Button: './Button',
  CheckboxField: './FormFields',
  Icon: './Icon',
  Logo: './Logo',
  Modal: './Modal',
  PasswordField: './FormFields',
  PhoneLink: './PhoneLink',
  SelectField: './FormFields',
  Skeleton: './Skeleton',
  Spinner: './Spinner',
  StarRating: './StarRating',
  TextAreaField: './FormFields',
  TextField: './FormFields',
  Toast: './Toast',
};
