import type * as AccordionModule from '../components/Accordion/Accordion.tsx';
import type * as BadgeModule from '../components/Badge/Badge.tsx';
import type * as ButtonModule from '../components/Button/Button.tsx';
import type * as CloseButtonModule from '../components/CloseButton/CloseButton.tsx';
import type * as FormFieldsModule from '../components/FormFields/index.ts';
import type * as IconModule from '../components/Icon/Icon.tsx';
import type * as LogoModule from '../components/Logo/Logo.tsx';
import type * as ModalModule from '../components/Modal/Modal.tsx';
import type * as PhoneLinkModule from '../components/PhoneLink/PhoneLink.tsx';
import type * as SkeletonModule from '../components/Skeleton/Skeleton.tsx';
import type * as SpinnerModule from '../components/Spinner/Spinner.tsx';
import type * as StarRatingModule from '../components/StarRating/StarRating.tsx';
import type * as ToastModule from '../components/Toast/Toast.tsx';
import type * as StylesModule from '../styles/index.ts';

/**
 * The shared-ui components a host app gets, loaded at run time through module federation.
 * This folder (`src/host/`) is the HOST side, bundled into each app: it refers to the components
 * by TYPE only (`import type`, erased at build), so the code always comes from the deployed
 * remote, in the browser and in the public site's SSR server alike.
 * To offer another component: add its exposed module here and a wrapper in `components.tsx`.
 */
export interface SharedUi {
  /** Renders nothing: loading `./styles` is what puts the design tokens and base CSS on the page. */
  readonly GlobalStyles: typeof StylesModule.GlobalStyles;
  readonly Accordion: typeof AccordionModule.Accordion;
  readonly Badge: typeof BadgeModule.Badge;
  readonly Button: typeof ButtonModule.Button;
  readonly CheckboxField: typeof FormFieldsModule.CheckboxField;
  readonly CloseButton: typeof CloseButtonModule.CloseButton;
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
  CloseButton: './CloseButton',
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
