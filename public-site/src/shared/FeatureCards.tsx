import { Icon } from '@tow/shared-ui/host/components';
import type { FeatureCard } from './content-types.ts';
import page from './page.module.css';

/** The page's own classes for each part of a feature card. */
export interface FeatureCardLook {
  readonly card?: string;
  readonly icon?: string;
  readonly title?: string;
  readonly text?: string;
}

/**
 * Feature cards (an icon, a heading, a sentence or two) four to a row on a wide screen: the about
 * page's "Why drivers choose us", the home page's promise. `fill` fills the title's and the text's
 * placeholders; a card whose title is a claim the company does not make ("{rating} star rated")
 * is left out.
 */
export function FeatureCards(props: {
  cards: readonly FeatureCard[];
  fill: (text: string) => string;
  look: FeatureCardLook;
}) {
  const { cards, fill, look } = props;
  return (
    <ul className={`${page.list} ${page.cardGrid} ${page.cardGrid4}`}>
      {cards
        .map((card) => ({ ...card, shownTitle: fill(card.title) }))
        .filter((card) => card.shownTitle !== '')
        .map((card) => (
          <li key={card.title} className={`${page.card} ${look.card}`}>
            <span className={look.icon}>
              <Icon name={card.icon} />
            </span>
            <h3 className={look.title}>{card.shownTitle}</h3>
            <p className={look.text}>{fill(card.text)}</p>
          </li>
        ))}
    </ul>
  );
}
