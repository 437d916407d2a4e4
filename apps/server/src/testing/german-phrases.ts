import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@portal/contracts';

/*
 * The German phrases of a server catalogue namespace that another language writes differently:
 * a document or mail in that language must show none of them. Texts a language writes as German
 * does (proper names, units, formulas such as "BETA" or "SAP SQL") are not phrases to look for.
 */
const LOCALES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../i18n/locales');

function texts(tree: unknown, key = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(key, tree);
  else if (Array.isArray(tree)) for (const [i, item] of tree.entries()) texts(item, `${key}[${i}]`, out);
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) texts(v, key ? `${key}.${k}` : k, out);
  return out;
}

const read = (locale: Locale, namespace: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8'));

/** Words, not units and signs: two words and more with one of four letters, or one word of ten. */
export function isPhrase(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length >= 2 ? words.some((word) => /\p{L}{4,}/u.test(word)) : text.length >= 10;
}

/**
 * German phrases (the runs between placeholders, words as isPhrase says) of the keys
 * whose text in `locale` differs from German.
 */
export function germanPhrases(namespace: string, locale: Locale): string[] {
  const german = texts(read('de', namespace));
  const own = texts(read(locale, namespace));
  const phrases = new Set<string>();
  for (const [key, text] of german) {
    if (own.get(key) === text) continue;
    for (const part of text.split(/\{\{[^}]*\}\}|\n/)) {
      const phrase = part
        .trim()
        .replace(/[.:,;–-]+$/, '')
        .trim();
      if (isPhrase(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** The phrases of `phrases` that a text shows (white space folded). */
export function phrasesIn(text: string, phrases: readonly string[]): string[] {
  const folded = text.replace(/\s+/g, ' ');
  return phrases.filter((phrase) => folded.includes(phrase.replace(/\s+/g, ' ')));
}
