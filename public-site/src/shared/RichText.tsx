import type { ShownText } from './site-text.ts';

/** The owner's paragraphs and links (see shared/site-text.ts) in a block of their own. */
export function RichText({ text, className }: { text: ShownText; className?: string }) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: made by richTextHtml (contracts): only <p>, <br> and <a href> to allowed targets, every other character escaped.
      dangerouslySetInnerHTML={{ __html: text.html }}
    />
  );
}
