import { DEFAULT_SERVICE_ICON, SERVICE_ICONS } from '@tow/contracts/constants';
import { type Service, type ServiceIcon, ServiceInput } from '@tow/contracts/service';
import { validateWith } from '../../blocks/form-errors.ts';

/**
 * The service form's state and its mapping to and from the API (spec sections 3 and 5), as pure
 * functions: what the inputs hold (text) is not what the API takes (numbers, null, a list).
 */
export interface ServiceFormValues {
  readonly name: string;
  readonly icon: ServiceIcon;
  readonly short_description: string;
  readonly description: string;
  /** One text per input row; at least one row is always kept (spec section 3). */
  readonly features: readonly string[];
  /** The number input's text: empty means "no price" (null). */
  readonly price_from: string;
  readonly price_text: string;
  readonly is_active: boolean;
  readonly sort_order: string;
  readonly meta_title: string;
  readonly meta_description: string;
  /** A photo of the media library, or null for the standard picture. */
  readonly image_media_id: number | null;
}

/** What POST/PUT /api/services take. */
export type ServicePayload = ServiceInput;

/** A new service: icon truck, active, one empty feature row, sort order 0 (the API's default). */
export function emptyServiceForm(): ServiceFormValues {
  return {
    name: '',
    icon: DEFAULT_SERVICE_ICON,
    short_description: '',
    description: '',
    features: [''],
    price_from: '',
    price_text: '',
    is_active: true,
    sort_order: '0',
    meta_title: '',
    meta_description: '',
    image_media_id: null,
  };
}

/** The form filled with a stored service (Edit). */
export function serviceToForm(service: Service): ServiceFormValues {
  return {
    name: service.name,
    icon: service.icon,
    short_description: service.short_description,
    description: service.description,
    features: service.features.length > 0 ? [...service.features] : [''],
    price_from: service.price_from === null ? '' : String(service.price_from),
    price_text: service.price_text,
    is_active: service.is_active,
    sort_order: String(service.sort_order),
    meta_title: service.meta_title ?? '',
    meta_description: service.meta_description ?? '',
    image_media_id: service.image_media_id,
  };
}

/** An input's text as a number, or null when empty ("12.5" → 12.5, "" → null, "abc" → NaN). */
export function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * The form as the API takes it (spec section 5): empty feature lines dropped, price_from a number
 * or null, empty meta texts null. Throws (like the server's 422) when the API would refuse it, so
 * nothing wrong is sent.
 */
export function servicePayload(values: ServiceFormValues): ServicePayload {
  const payload: ServicePayload = {
    name: values.name,
    icon: values.icon,
    short_description: values.short_description,
    description: values.description,
    features: values.features.map((feature) => feature.trim()).filter((feature) => feature !== ''),
    price_from: numberOrNull(values.price_from),
    price_text: values.price_text,
    is_active: values.is_active,
    sort_order: numberOrNull(values.sort_order) ?? 0,
    meta_title: values.meta_title.trim() === '' ? null : values.meta_title,
    meta_description: values.meta_description.trim() === '' ? null : values.meta_description,
    image_media_id: values.image_media_id,
  };
  validateWith(ServiceInput, payload);
  return payload;
}

/** Spec section 3: the named icons, then the legacy short ones from `truck` on. */
const FIRST_LEGACY_ICON = SERVICE_ICONS.indexOf('truck');

/** "battery-jump-start" → "Battery Jump Start". */
export function iconLabel(icon: ServiceIcon): string {
  return icon
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const toOption = (icon: ServiceIcon) => ({ value: icon, label: iconLabel(icon) });

/** The icon option list, in two groups: service icons, then legacy icons (default truck). */
export const ICON_GROUPS = [
  { label: 'Service icons', options: SERVICE_ICONS.slice(0, FIRST_LEGACY_ICON).map(toOption) },
  { label: 'Legacy icons', options: SERVICE_ICONS.slice(FIRST_LEGACY_ICON).map(toOption) },
] as const;
