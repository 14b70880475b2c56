// No zod here: the public site's browser code fills these words too.

/** The claims the business profile holds: '' for one the company does not make. */
export interface ClaimFields {
  /** One decimal, "1.0" to "5.0". */
  readonly google_rating: string;
  /** Four digits, "2021". */
  readonly year_established: string;
}

/** What `{rating}` ("5.0") and `{established}` ("2021") stand for in the site's words. */
export function claimPlaceholders(profile: ClaimFields): { rating: string; established: string } {
  return { rating: profile.google_rating, established: profile.year_established };
}

const CLAIM_NAMES = ['rating', 'established'] as const;
const NAMES = CLAIM_NAMES.join('|');
const CLAIM = new RegExp(`\\{(${NAMES})\\}`, 'g');
/** Words within a sentence: a stop followed by a letter (a link's "g.page") does not end it. */
const WITHIN_SENTENCE = String.raw`(?:[^.!?\n]|[.!?](?=[^\s.!?]))*`;
/** A sentence (or line) holding a claim's placeholder, with the spaces after it. */
const CLAIM_SENTENCE = new RegExp(
  `${WITHIN_SENTENCE}\\{(?:${NAMES})\\}${WITHIN_SENTENCE}(?:[.!?]+|$)[ \\t]*`,
  'gm',
);

/**
 * The words without the sentences that make a claim the company does not make (its placeholder
 * is ''), so an empty rating never reads "our  star Google rating": "Rated {rating} stars on
 * Google." is left out whole. Placeholders not given stay, as fillPlaceholders leaves them.
 */
export function withoutEmptyClaims(text: string, values: Readonly<Record<string, string>>): string {
  // Most words name no claim, and most companies make both: then nothing goes, and the pattern,
  // which backtracks over every sentence, is not run (it was 7% of a page render's CPU).
  const unmade = CLAIM_NAMES.filter((name) => values[name] === '' && text.includes(`{${name}}`));
  if (unmade.length === 0) return text;
  return text.replace(CLAIM_SENTENCE, (sentence: string, offset: number) => {
    const empty = [...sentence.matchAll(CLAIM)].some((match) => values[match[1] ?? ''] === '');
    if (!empty) return sentence;
    // Between two sentences of a line one space stays; at a line's start or end none does.
    const before = offset === 0 ? '\n' : text[offset - 1];
    const after = text[offset + sentence.length];
    return before !== '\n' && after !== undefined && after !== '\n' ? ' ' : '';
  });
}
