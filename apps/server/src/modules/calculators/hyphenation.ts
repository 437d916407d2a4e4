import { createRequire } from 'node:module';
import type { Locale } from '@portal/contracts';

/**
 * Where a word of a table heading may be broken with a hyphen, by the language's TeX patterns
 * (Liang's algorithm, package "hyphen"). The PDF writer uses it only when a heading word is wider
 * than any column the table can give it, so "Leistungs-stufe" rather than "Leistungss tufe".
 */

const PATTERNS: Record<Locale, string> = {
  de: 'hyphen/de-1996',
  en: 'hyphen/en-us',
  cs: 'hyphen/cs',
  fr: 'hyphen/fr',
  it: 'hyphen/it',
};

interface Hyphenator {
  hyphenateSync(text: string, options?: { minWordLength?: number }): string;
}

// The package is CommonJS with directory entry points, which an ES module import cannot name.
const load = createRequire(import.meta.url);
const hyphenators = new Map<Locale, Hyphenator>();

const SOFT_HYPHEN = '\u00ad';

/** The parts of a word between its hyphenation points ("Leis", "tungs", "stu", "fe"); a word too short to break is one part. */
export function syllables(word: string, locale: Locale): string[] {
  let hyphenator = hyphenators.get(locale);
  if (!hyphenator) {
    hyphenator = load(PATTERNS[locale]) as Hyphenator;
    hyphenators.set(locale, hyphenator);
  }
  return hyphenator.hyphenateSync(word).split(SOFT_HYPHEN).filter(Boolean);
}

/**
 * A heading as lines that fit the width: words wrap between words; a word wider than the width is
 * broken after the last syllable that fits with its hyphen. A syllable wider than the width is
 * left as it is (nothing better is possible).
 */
export function wrapHeading(text: string, width: number, measure: (text: string) => number, locale: Locale): string {
  const lines: string[] = [];
  let line = '';
  const fits = (t: string) => measure(t) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (fits(word)) {
      line = word;
      continue;
    }
    let rest = syllables(word, locale);
    while (rest.length) {
      let take = 1;
      while (take < rest.length && fits(`${rest.slice(0, take + 1).join('')}-`)) take++;
      if (take === rest.length) {
        line = rest.join('');
        break;
      }
      const part = rest.slice(0, take).join('');
      lines.push(part.endsWith('-') ? part : `${part}-`);
      rest = rest.slice(take);
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
