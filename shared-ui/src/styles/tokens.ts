/**
 * The design tokens as data, for code that needs a value outside CSS (a `<meta name="theme-color">`,
 * a canvas, a chart). CSS uses the custom properties of tokens.css: `tokens.color.textMuted` is
 * `--color-text-muted`. A test keeps this object and tokens.css equal.
 */
export const tokens = {
  color: {
    bg: '#0d1117',
    surface: '#161b22',
    raised: '#1f2630',
    raisedHover: '#262e3a',
    border: '#30363d',
    borderStrong: '#7d8590',
    text: '#ffffff',
    textSoft: '#d6dce4',
    textMuted: '#9aa4b2',
    primary: '#ffc400',
    primaryHover: '#ffd54d',
    onPrimary: '#0d1117',
    accent: '#ff7a00',
    accentHover: '#ff9533',
    onAccent: '#0d1117',
    danger: '#e5322d',
    dangerFill: '#d42a25',
    dangerFillHover: '#b8221e',
    onDanger: '#ffffff',
    dangerText: '#ff8a85',
    success: '#3fb950',
    successText: '#7ee2a8',
    warningText: '#ffb070',
    info: '#58a6ff',
    infoText: '#9ecbff',
    link: '#ffc400',
    focus: '#ffc400',
  },
  fontSize: {
    sm: '0.833rem',
    md: '1rem',
    lg: '1.2rem',
    xl: '1.44rem',
    '2xl': '1.728rem',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '20px',
    pill: '999px',
  },
  tapTarget: '44px',
  containerMax: '1200px',
} as const;

/** Viewport widths (px) the components switch layout at; media queries cannot read custom properties. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export type Tokens = typeof tokens;

/** `var(--name)` for a token path: `cssVar('color', 'textMuted')` → `var(--color-text-muted)`. */
export function cssVar<G extends 'color' | 'fontSize' | 'space' | 'radius'>(
  group: G,
  key: keyof Tokens[G] & (string | number),
): string {
  return `var(--${kebab(group)}-${kebab(String(key))})`;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
