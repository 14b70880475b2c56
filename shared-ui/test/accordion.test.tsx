import { describe, expect, test } from 'vitest';
import { Accordion } from '../src/components/Accordion/Accordion.tsx';
import { attr, html } from './render.ts';

const items = [
  { id: 'a', title: 'How fast can you reach me?', content: <p>Usually within 30 minutes.</p> },
  { id: 'b', title: 'Do you cover Solihull?', content: <p>Yes.</p> },
  { id: 'c', title: 'How do I pay?', content: <p>Card or cash.</p> },
];
const detailsTags = (markup: string) => [...markup.matchAll(/<details\b[^>]*>/g)].map((m) => m[0]);

describe('Accordion', () => {
  test('is built on <details name> + <summary>: one shared name, so one open at a time natively', () => {
    const markup = html(<Accordion items={items} name="faq" />);
    const details = detailsTags(markup);
    expect(details).toHaveLength(3);
    for (const d of details) expect(attr(d, 'name')).toBe('faq');
    expect([...markup.matchAll(/<summary\b/g)]).toHaveLength(3);
    expect(markup).toContain('How fast can you reach me?</span>');
  });

  test('generates a group name when none is given (same for every item, valid characters)', () => {
    const names = detailsTags(html(<Accordion items={items} />)).map((d) => attr(d, 'name'));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toMatch(/^accordion[\w-]+$/);
  });

  test('closed by default; defaultOpenId opens one in the server HTML', () => {
    expect(html(<Accordion items={items} />)).not.toContain(' open=""');
    const details = detailsTags(html(<Accordion items={items} defaultOpenId="b" />));
    expect(details.map((d) => d.includes('open=""'))).toEqual([false, true, false]);
  });

  test('controlled openId decides which is open', () => {
    const details = detailsTags(html(<Accordion items={items} openId="c" onToggle={() => {}} />));
    expect(details.map((d) => d.includes('open=""'))).toEqual([false, false, true]);
  });

  test('idPrefix gives each item a linkable id', () => {
    const details = detailsTags(html(<Accordion items={items} idPrefix="faq-" />));
    expect(details.map((d) => attr(d, 'id'))).toEqual(['faq-a', 'faq-b', 'faq-c']);
  });

  test('the chevron is decorative', () => {
    expect(html(<Accordion items={items} />)).toMatch(
      /<summary[^>]*><span[^>]*>[^<]*<\/span><span aria-hidden="true"/,
    );
  });
});
