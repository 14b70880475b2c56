import { createContext, type ReactNode, use } from 'react';
import type { SharedUi } from './exposes.ts';

// Types of the remote's props and helpers, for pages (erased at build: no shared-ui code is bundled).
export type { AccordionItem, AccordionProps } from '../components/Accordion/Accordion.tsx';
export type { BadgeProps, BadgeTone } from '../components/Badge/Badge.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from '../components/Button/Button.tsx';
export type {
  CheckboxFieldProps,
  PasswordFieldProps,
  SelectFieldProps,
  SelectOption,
  TextAreaFieldProps,
  TextFieldProps,
} from '../components/FormFields/index.ts';
export type { IconName, IconProps } from '../components/Icon/Icon.tsx';
export type { LogoProps } from '../components/Logo/Logo.tsx';
export type { ModalProps } from '../components/Modal/Modal.tsx';
export type { PhoneLinkProps, PhoneLinkVariant } from '../components/PhoneLink/PhoneLink.tsx';
export type { SkeletonProps } from '../components/Skeleton/Skeleton.tsx';
export type { SpinnerProps } from '../components/Spinner/Spinner.tsx';
export type { StarRatingProps } from '../components/StarRating/StarRating.tsx';
export type { ToastProps, ToastTone } from '../components/Toast/Toast.tsx';

const SharedUiContext = createContext<SharedUi | null>(null);

/** Provides the loaded remote components (one version for the whole render). */
export function SharedUiProvider({ value, children }: { value: SharedUi; children: ReactNode }) {
  return <SharedUiContext value={value}>{children}</SharedUiContext>;
}

function useSharedUi(): SharedUi {
  const ui = use(SharedUiContext);
  if (!ui) throw new Error('shared-ui components used outside <SharedUiProvider>');
  return ui;
}

type PropsOf<K extends keyof SharedUi> = Parameters<SharedUi[K]>[0];

// Thin wrappers, so pages write <Button> as if it were local.
export function Accordion(props: PropsOf<'Accordion'>) {
  const { Accordion: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Badge(props: PropsOf<'Badge'>) {
  const { Badge: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Button(props: PropsOf<'Button'>) {
  const { Button: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function CheckboxField(props: PropsOf<'CheckboxField'>) {
  const { CheckboxField: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function CloseButton(props: PropsOf<'CloseButton'>) {
  const { CloseButton: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Icon(props: PropsOf<'Icon'>) {
  const { Icon: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Logo(props: PropsOf<'Logo'>) {
  const { Logo: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Modal(props: PropsOf<'Modal'>) {
  const { Modal: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function PasswordField(props: PropsOf<'PasswordField'>) {
  const { PasswordField: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function PhoneLink(props: PropsOf<'PhoneLink'>) {
  const { PhoneLink: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function SelectField(props: PropsOf<'SelectField'>) {
  const { SelectField: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Skeleton(props: PropsOf<'Skeleton'>) {
  const { Skeleton: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Spinner(props: PropsOf<'Spinner'>) {
  const { Spinner: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function StarRating(props: PropsOf<'StarRating'>) {
  const { StarRating: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function TextAreaField(props: PropsOf<'TextAreaField'>) {
  const { TextAreaField: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function TextField(props: PropsOf<'TextField'>) {
  const { TextField: Remote } = useSharedUi();
  return <Remote {...props} />;
}

export function Toast(props: PropsOf<'Toast'>) {
  const { Toast: Remote } = useSharedUi();
  return <Remote {...props} />;
}
