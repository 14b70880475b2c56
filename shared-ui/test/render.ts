import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Server-renders an element, as the public site's SSR does. */
export function html(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

/** The opening tag of the first element matching `tag` that contains `needle`, e.g. an input with its id. */
export function tagWith(markup: string, tag: string, needle: string): string {
  const match = [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].find((m) =>
    m[0].includes(needle),
  );
  if (!match) throw new Error(`no <${tag}> containing ${needle} in ${markup}`);
  return match[0];
}

/** Value of one attribute in an opening tag. */
export function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
