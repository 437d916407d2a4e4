/**
 * The score (0–100) of a search hit, as docs/sales.md describes it: 100 when the field equals
 * the term, 90 when it starts with it, 80 when it contains it, else (fuzzy searches only) the
 * trigram similarity of the term with the field or its best-matching word, the measure
 * PostgreSQL's pg_trgm uses. Umlauts written out match (`Mueller` finds `Müller`).
 */

/** Lower case, umlauts and ß written out, other accents dropped, runs of non-letters as one space. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9*]+/g, ' ')
    .trim();
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** The trigrams of each word of a normalised text. */
function wordTrigrams(text: string): Array<Set<string>> {
  return text.split(' ').map(trigrams);
}

function union(sets: ReadonlyArray<Set<string>>): Set<string> {
  const out = new Set<string>();
  for (const set of sets) for (const t of set) out.add(t);
  return out;
}

/** Shared trigrams over all trigrams of either (0–1). */
function overlap(ta: ReadonlySet<string>, tb: ReadonlySet<string>): number {
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Trigram similarity of two texts: shared trigrams over all trigrams of either (0–1). */
export function similarity(a: string, b: string): number {
  return overlap(union(wordTrigrams(a)), union(wordTrigrams(b)));
}

/**
 * How well fields match one term. The term is written out and split into trigrams once: a fuzzy
 * search scores hundreds of rows against the same terms (over half its time when done per row).
 */
export function fieldScorer(term: string, fuzzy: boolean): (field: string) => number {
  const t = normalise(term).replace(/\*/g, ' ').replace(/\s+/g, ' ').trim();
  const pattern = /\*/.test(term) ? wildcard(term) : undefined;
  const termTrigrams = fuzzy ? union(wordTrigrams(t)) : undefined;
  return (field) => {
    const f = normalise(field);
    if (!t) return 100;
    if (f === t) return 100;
    if (f.startsWith(t)) return 90;
    if (f.includes(t)) return 80;
    if (pattern?.test(field)) return 80;
    if (!termTrigrams) return 0;
    const words = wordTrigrams(f);
    const best = Math.max(overlap(termTrigrams, union(words)), ...words.map((w) => overlap(termTrigrams, w)));
    return Math.min(79, Math.round(best * 100));
  };
}

/** How well one field matches one term. */
export function fieldScore(term: string, field: string, fuzzy: boolean): number {
  return fieldScorer(term, fuzzy)(field);
}

function wildcard(term: string): RegExp {
  const parts = term.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  return new RegExp(parts.join('.*'), 'i');
}

/**
 * The score of records for the text criteria given (one term per field, undefined where not
 * given): the mean of the fields' scores, 100 when none is given. Made once per search.
 */
export function recordScorer(
  terms: ReadonlyArray<string | undefined>,
  fuzzy: boolean,
): (fields: readonly string[]) => number {
  const given = terms.flatMap((term, i) =>
    term !== undefined && term.trim() !== '' ? [{ i, score: fieldScorer(term, fuzzy) }] : [],
  );
  if (given.length === 0) return () => 100;
  return (fields) => Math.round(given.reduce((sum, { i, score }) => sum + score(fields[i]!), 0) / given.length);
}

/** The score of a record for all text criteria given: their mean (100 when none is given). */
export function recordScore(criteria: ReadonlyArray<readonly [string | undefined, string]>, fuzzy: boolean): number {
  return recordScorer(
    criteria.map(([term]) => term),
    fuzzy,
  )(criteria.map(([, field]) => field));
}
