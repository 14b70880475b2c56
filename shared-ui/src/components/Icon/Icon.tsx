import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './Icon.module.css';
import { type IconName, icons } from './icons.ts';

export type { IconName } from './icons.ts';

/** Every icon name, in file-name order (for pickers such as the admin service icon list). */
export const iconNames = Object.keys(icons) as IconName[];

export interface IconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'title'> {
  readonly name: IconName;
  /** Edge length: a number of px, or any CSS length. Default `1.25em` (follows the text). */
  readonly size?: number | string;
  /**
   * Makes the icon meaningful: exposed as an image with this accessible name. Without it the
   * icon is decorative and hidden from assistive technology (`aria-hidden`).
   */
  readonly title?: string;
}

/** Type guard for data that names an icon (service records, settings). */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}

/**
 * One inline SVG from the shared icon set, drawn in `currentColor` so it takes the text colour.
 * The markup is part of the JS bundle: no request per icon, and it renders on the server.
 */
export function Icon({ name, size, title, className, style, ...rest }: IconProps) {
  const sized: CSSProperties | undefined =
    size === undefined
      ? style
      : ({
          ...style,
          '--icon-size': typeof size === 'number' ? `${size}px` : size,
        } as CSSProperties);
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <span
      {...rest}
      {...a11y}
      className={cx(styles.icon, className)}
      style={sized}
      // The SVG comes from our own assets folder at build time, never from user input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time markup
      dangerouslySetInnerHTML={{ __html: icons[name].trim() }}
    />
  );
}

export default Icon;
