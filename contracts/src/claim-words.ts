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

/**
 * A sentence (or line) holding `{rating}` or `{established}`, with the spaces after it. A stop
 * followed by a letter (a link's "g.page") does not end it.
 */
const CLAIM_SENTENCE =
  /(?:[^.!?\n]|[.!?](?=[^\s.!?]))*\{(?:rating|established)\}(?:[^.!?\n]|[.!?](?=[^\s.!?]))*(?:[.!?]+|$)[ \t]*/gm;
const CLAIM = /\{(rating|established)\}/g;

/**
 * The words without the sentences that make a claim the company does not make (its placeholder
 * is ''), so an empty rating never reads "our  star Google rating": "Rated {rating} stars on
 * Google." is left out whole. Placeholders not given stay, as fillPlaceholders leaves them.
 */
export function withoutEmptyClaims(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(CLAIM_SENTENCE, (sentence: string, offset: number) => {
    const empty = [...sentence.matchAll(CLAIM)].some((match) => values[match[1] ?? ''] === '');
    if (!empty) return sentence;
    // Between two sentences of a line one space stays; at a line's start or end none does.
    const before = offset === 0 ? '\n' : text[offset - 1];
    const after = text[offset + sentence.length];
    return before !== '\n' && after !== undefined && after !== '\n' ? ' ' : '';
  });
}
