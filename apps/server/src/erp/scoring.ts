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

/** Trigram similarity of two texts: shared trigrams over all trigrams of either (0–1). */
export function similarity(a: string, b: string): number {
  const ta = new Set([...a.split(' ')].flatMap((w) => [...trigrams(w)]));
  const tb = new Set([...b.split(' ')].flatMap((w) => [...trigrams(w)]));
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** How well one field matches one term. */
export function fieldScore(term: string, field: string, fuzzy: boolean): number {
  const t = normalise(term).replace(/\*/g, ' ').replace(/\s+/g, ' ').trim();
  const f = normalise(field);
  if (!t) return 100;
  if (f === t) return 100;
  if (f.startsWith(t)) return 90;
  if (f.includes(t)) return 80;
  if (/\*/.test(term) && wildcard(term).test(field)) return 80;
  if (!fuzzy) return 0;
  const best = Math.max(similarity(t, f), ...f.split(' ').map((w) => similarity(t, w)));
  return Math.min(79, Math.round(best * 100));
}

function wildcard(term: string): RegExp {
  const parts = term.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  return new RegExp(parts.join('.*'), 'i');
}

/** The score of a record for all text criteria given: their mean (100 when none is given). */
export function recordScore(criteria: ReadonlyArray<readonly [string | undefined, string]>, fuzzy: boolean): number {
  const given = criteria.filter(([term]) => term !== undefined && term.trim() !== '');
  if (given.length === 0) return 100;
  const sum = given.reduce((s, [term, field]) => s + fieldScore(term!, field, fuzzy), 0);
  return Math.round(sum / given.length);
}
