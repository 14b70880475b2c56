import type { SeoPage, SeoSetting } from '@tow/contracts/seo-setting';
import type { BusinessProfile } from '../lib/business-profile.ts';
import { localBusinessJsonLd } from './structured-data.ts';

/** What a route says about its own head; the layout fills in the rest. */
export interface RouteHead {
  /** Which SEO setting applies (spec section 9 pages); other routes use their own texts. */
  readonly seoPage?: SeoPage;
  readonly title: string;
  readonly description: string;
  readonly keywords?: string;
  readonly jsonLd?: readonly object[];
  /** Pages that must not be indexed, e.g. the 404 page. */
  readonly noindex?: boolean;
  /**
   * A page that follows something live (the driver's request): without scripts, the browser
   * reloads it every so many seconds; with them, the page updates itself and ignores this.
   */
  readonly noScriptRefreshSeconds?: number;
  /**
   * The images the first screen shows largest, asked for from the head, ahead of the inline CSS
   * and the scripts: WebP files under the shared-ui assets (`hero/x.webp`), each for the screens
   * its media query matches, or a photo of the media library by its copies (`srcset`, `sizes`).
   */
  readonly lcpImages?: readonly LcpImage[];
}

export type LcpImage =
  | { readonly file: string; readonly media: string }
  | {
      readonly srcset: string;
      readonly sizes?: string;
      readonly type: string;
      /** The screens it is for, as its `<source>` says; every screen without. */
      readonly media?: string;
    };

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly canonical: string;
  readonly image: string;
  readonly siteName: string;
  readonly jsonLd: readonly object[];
  readonly extraTags: string;
  readonly noindex: boolean;
  readonly noScriptRefreshSeconds: number | null;
  /** The images to preload (URLs), each for its media query. */
  readonly lcpImages: readonly LcpImage[];
}

// Only <meta> and <link> tags from the SEO settings reach the page: no scripts or styles.
const ALLOWED_HEAD_TAG = /<(?:meta|link)\b[^<>]*\/?>/gi;
// A character reference other than these could spell a scheme the checks below would miss.
const UNUSUAL_REFERENCE = /&(?!(?:amp|quot|lt|gt|apos|#39|#34);)[#a-z]/i;
const CODE_SCHEME = /(?:javascript|vbscript|data):/i;

/**
 * No event attribute, and no URL whose scheme runs or embeds code (`javascript:` in an icon's
 * href): the page's CSP would block it anyway, but every visitor's browser would report it.
 */
function safeHeadTag(tag: string): boolean {
  if (/\son\w+\s*=/i.test(tag) || UNUSUAL_REFERENCE.test(tag)) return false;
  // Browsers skip white space and control characters inside a URL's scheme (`java\tscript:`).
  const compact = [...tag.replace(/\s+/g, '')].filter((ch) => ch.charCodeAt(0) > 0x1f).join('');
  return !CODE_SCHEME.test(compact);
}

function safeHeadTags(html: string): string {
  return (html.match(ALLOWED_HEAD_TAG) ?? []).filter(safeHeadTag).join('\n');
}

/**
 * The head of a page: the SEO setting of its page when one is active, otherwise the route's own
 * texts; the business as LocalBusiness on every page, plus the page's own structured data.
 */
export function buildPageHead(options: {
  route: RouteHead;
  settings: readonly SeoSetting[];
  profile: BusinessProfile;
  areas: readonly string[];
  pathname: string;
}): PageHead {
  const { route, settings, profile, areas, pathname } = options;
  const setting = route.seoPage
    ? settings.find((s) => s.page === route.seoPage && s.is_active)
    : undefined;
  const jsonLd: object[] = [localBusinessJsonLd(profile, areas), ...(route.jsonLd ?? [])];
  if (setting?.structured_data) jsonLd.push(setting.structured_data);
  return {
    title: setting?.meta_title || route.title,
    description: setting?.meta_description || route.description,
    keywords: setting?.meta_keywords || route.keywords || '',
    canonical: `${profile.siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`,
    image: new URL('hero/hero-poster.jpg', new URL(profile.assetsUrl, `${profile.siteUrl}/`)).href,
    siteName: profile.name,
    jsonLd,
    extraTags: setting ? safeHeadTags(setting.additional_head_tags) : '',
    noindex: route.noindex ?? false,
    noScriptRefreshSeconds: route.noScriptRefreshSeconds ?? null,
    lcpImages: (route.lcpImages ?? []).map((image) =>
      'file' in image ? { ...image, file: `${profile.assetsUrl}${image.file}` } : image,
    ),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The structured data (JSON-LD) as HTML, for the end of the body: search engines read it there as
 * well, and after the content it repeats (the FAQ's questions and answers, the areas) it costs
 * little once compressed, where in the head it comes before the whole stylesheet, too far back
 * for gzip to reuse the content's words.
 */
export function renderStructuredData(head: PageHead): string {
  return head.jsonLd
    .map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`)
    .join('\n');
}

const optionalAttribute = (name: string, value: string | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;

/** The head tags as HTML, for the first response. */
export function renderPageHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
  return [
    ...head.lcpImages.map((image) =>
      'file' in image
        ? `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${escapeHtml(image.file)}" media="${escapeHtml(image.media)}">`
        : `<link rel="preload" as="image" type="${escapeHtml(image.type)}" fetchpriority="high" imagesrcset="${escapeHtml(image.srcset)}"${optionalAttribute('imagesizes', image.sizes)}${optionalAttribute('media', image.media)}>`,
    ),
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.noScriptRefreshSeconds
      ? `<noscript><meta http-equiv="refresh" content="${head.noScriptRefreshSeconds}"></noscript>`
      : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.extraTags,
  ]
    .filter(Boolean)
    .join('\n');
}
