// Placeholders: none in this file (shared types for the content modules).

/** Icon keys the content modules may use; components map each key to an SVG. */
export const CONTENT_ICONS = [
  'truck',
  'shield',
  'clock',
  'star',
  'wrench',
  'phone',
  'map-pin',
  'check',
] as const;

export type ContentIcon = (typeof CONTENT_ICONS)[number];

/** A small card with a heading, one or two sentences and an icon. */
export interface FeatureCard {
  readonly title: string;
  readonly text: string;
  readonly icon: ContentIcon;
}

/** A heading followed by a block of text. */
export interface HeadedText {
  readonly heading: string;
  readonly text: string;
}
