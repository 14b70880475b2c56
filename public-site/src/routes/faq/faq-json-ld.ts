import type { FaqItem } from '../../shared/faq.ts';

/** The FAQ page's questions and answers for search engines (schema.org FAQPage). */
export function faqPageJsonLd(items: readonly FaqItem[], fill: (text: string) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: fill(item.question),
      acceptedAnswer: { '@type': 'Answer', text: fill(item.answer) },
    })),
  };
}
