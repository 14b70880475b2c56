import { z } from 'zod';
import { DEFAULT_SERVICE_ICON, SERVICE_ICONS } from './constants.ts';
import {
  flag,
  money,
  nullableText,
  optionalText,
  requiredText,
  sortOrder,
  storedRecord,
} from './fields.ts';
import { MediaImage } from './media.ts';

export const ServiceInput = z.object({
  name: requiredText('Name', 120),
  icon: z
    .enum(SERVICE_ICONS, { error: 'Icon must be one of the listed icons' })
    .default(DEFAULT_SERVICE_ICON),
  short_description: requiredText('Short description', 300),
  description: requiredText('Description', 5000),
  features: z
    .array(
      z
        .string({ error: 'Each feature must be text' })
        .trim()
        .max(200, 'A feature must be at most 200 characters'),
      {
        error: 'Features must be a list of text',
      },
    )
    .max(30, 'At most 30 features')
    .default([]),
  price_from: money('Price from').nullable().default(null),
  price_text: optionalText('Price text', 120),
  is_active: flag('Active', true),
  sort_order: sortOrder(),
  meta_title: nullableText('Meta title', 60),
  meta_description: nullableText('Meta description', 160),
  /** A photo of the media library; null shows the standard picture for the service. */
  image_media_id: z
    .number({ error: 'Choose a photo of the library, or none' })
    .int('Choose a photo of the library, or none')
    .positive('Choose a photo of the library, or none')
    .nullable()
    .default(null),
});

export const Service = storedRecord({
  name: z.string(),
  icon: z.enum(SERVICE_ICONS),
  short_description: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price_from: z.number().nullable(),
  price_text: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  image_media_id: z.number().int().nullable(),
  /** The chosen photo with its served copies, for the public pages. */
  image: MediaImage.nullable(),
});

export type ServiceInput = z.input<typeof ServiceInput>;
export type Service = z.infer<typeof Service>;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
