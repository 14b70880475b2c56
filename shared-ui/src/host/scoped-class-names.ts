import { createHash } from 'node:crypto';

/**
 * The class names of CSS modules in the builds of shared-ui and the apps (Vite's
 * `css.modules.generateScopedName`): `_<hash>_<at>`, the stylesheet's five-character hash and the
 * base-36 offset where the name first stands in it, unique within the file. Vite's default,
 * `_<name>_<hash>_<line>`, is twice as long, and a public page repeats its classes hundreds of
 * times in a document that should fit the first round trip of a slow connection. The public
 * site's server reads the hash to tell which stylesheet a class belongs to
 * (public-site/src/server/page-css.ts).
 */
export function scopedClassName(name: string, _filename: string, css: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(css).digest('hex').slice(0, 12)}`)
    .toString(36)
    .padStart(5, '0')
    .slice(0, 5);
  const at = new RegExp(`(?<![\\w-])${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).exec(css);
  if (!at) throw new Error(`scopedClassName: "${name}" is not in its stylesheet`);
  return `_${hash}_${at.index.toString(36)}`;
}
