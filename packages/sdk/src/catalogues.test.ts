import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageKeys } from './translations';

/*
 * One completeness test for every translation namespace of the portal: the shell's, each
 * mini-app's and the server's (docs/translations.md). German and English complete, with the same
 * keys and placeholders; Czech, French and Italian complete for the shell and the menus, and
 * everywhere else never a key or a placeholder German does not have (a missing key reads German).
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const LANGUAGES = ['de', 'en', 'cs', 'fr', 'it'] as const;
type Language = (typeof LANGUAGES)[number];
/** Namespaces in which every language must be complete. */
const COMPLETE_EVERYWHERE = new Set(['shell', 'menu']);
/** Mini-apps whose texts are still TypeScript (not converted yet); none may be added. */
const OLD_FORMAT = new Set<string>([]);

interface Namespace {
  name: string;
  file: (language: Language) => string;
}

function namespaces(): Namespace[] {
  const found: Namespace[] = [];
  const shellDir = path.join(root, 'apps/shell/src/i18n/locales');
  for (const file of fs.readdirSync(path.join(shellDir, 'de'))) {
    const ns = file.replace(/\.json$/, '');
    found.push({ name: ns, file: (language) => path.join(shellDir, language, file) });
  }
  for (const app of fs.readdirSync(path.join(root, 'miniapps'))) {
    const dir = path.join(root, 'miniapps', app, 'src/locales');
    if (fs.existsSync(dir)) found.push({ name: app, file: (language) => path.join(dir, `${language}.json`) });
  }
  const templateDir = path.join(root, 'templates/miniapp/src/locales');
  found.push({ name: 'template', file: (language) => path.join(templateDir, `${language}.json`) });
  const serverDir = path.join(root, 'apps/server/src/i18n/locales');
  if (fs.existsSync(serverDir)) {
    for (const file of fs.readdirSync(path.join(serverDir, 'de'))) {
      found.push({
        name: `server:${file.replace(/\.json$/, '')}`,
        file: (language) => path.join(serverDir, language, file),
      });
    }
  }
  // The calculators' words, shared by their screens and their documents (packages/calc).
  const calcDir = path.join(root, 'packages/calc/src/locales');
  for (const file of fs.readdirSync(path.join(calcDir, 'de'))) {
    found.push({ name: `calc:${file.replace(/\.json$/, '')}`, file: (language) => path.join(calcDir, language, file) });
  }
  return found;
}

const read = (file: string): unknown => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Base key (plural suffix stripped) → its texts (every plural form, every array item). */
function messages(tree: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      const base = key.replace(PLURAL, '');
      out.set(base, [...(out.get(base) ?? []), value]);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    }
  };
  walk(tree, '');
  return out;
}

/** The placeholders of a message (over its plural forms), `{{count}}` aside: a form may say "one". */
function placeholders(texts: string[]): string {
  const names = new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]!)));
  names.delete('count');
  return [...names].sort().join(' ');
}

/** Where a language differs from German: missing keys (when it must be complete), extra keys, other placeholders, empty texts. */
function gaps(german: unknown, other: unknown, complete: boolean): string[] {
  const de = messages(german);
  const own = messages(other);
  const found: string[] = [];
  for (const [key, texts] of own) {
    if (!de.has(key)) found.push(`${key}: not in German`);
    else if (placeholders(texts) !== placeholders(de.get(key)!)) found.push(`${key}: placeholders differ`);
    if (texts.some((t) => !t.trim())) found.push(`${key}: empty`);
  }
  if (complete) for (const key of de.keys()) if (!own.has(key)) found.push(`${key}: missing`);
  return found;
}

/** Plural keys must have every form the language's rules ask for. */
function missingPluralForms(tree: unknown, language: Language): string[] {
  const keys = messageKeys(tree);
  const bases = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...bases].flatMap((base) =>
    categories.filter((c) => !keys.includes(`${base}_${c}`)).map((c) => `${base}_${c}: missing`),
  );
}

describe('every translation namespace', () => {
  const all = namespaces();

  it('finds the shell, the menu, every converted mini-app and nothing in the old format beyond the known ones', () => {
    const names = all.map((ns) => ns.name);
    expect(names).toEqual(
      expect.arrayContaining([
        ...['shell', 'menu', 'security', 'canteen', 'crm', 'welcome', 'template', 'sapsql', 'crossdesigner'],
        ...['server:mail', 'server:calculators', 'server:sales', 'server:canteen', 'server:questionnaire'],
      ]),
    );
    const oldFormat = fs
      .readdirSync(path.join(root, 'miniapps'))
      .filter((app) => fs.existsSync(path.join(root, 'miniapps', app, 'src/texts.ts')))
      .filter(
        (app) =>
          !fs.readFileSync(path.join(root, 'miniapps', app, 'src/texts.ts'), 'utf8').includes('createTranslationRef'),
      );
    expect(oldFormat.sort()).toEqual([...OLD_FORMAT].sort());
  });

  describe.each(all.map((ns) => [ns.name, ns] as const))('%s', (_name, ns) => {
    const german = read(ns.file('de'));

    it('has German and English with the same keys and placeholders', () => {
      expect(german).toBeDefined();
      const english = read(ns.file('en'));
      expect(english).toBeDefined();
      expect(gaps(german, english, true)).toEqual([]);
      expect(gaps(english, german, true)).toEqual([]);
    });

    it.each(['cs', 'fr', 'it'] as const)(
      '%s has only German keys, their placeholders, and all of them where it must',
      (lng) => {
        const texts = read(ns.file(lng));
        const complete = COMPLETE_EVERYWHERE.has(ns.name);
        if (texts === undefined) {
          expect(complete).toBe(false);
          return;
        }
        expect(gaps(german, texts, complete)).toEqual([]);
      },
    );

    it.each(LANGUAGES)('%s has every plural form its language needs', (lng) => {
      const texts = read(ns.file(lng));
      if (texts !== undefined) expect(missingPluralForms(texts, lng)).toEqual([]);
    });
  });

  it('the checks find a missing key, an extra key and a changed placeholder', () => {
    const de = { a: 'A {{x}}', b: 'B', n_one: '{{count}} Ding', n_other: '{{count}} Dinge' };
    expect(gaps(de, { a: 'A {{y}}', c: 'C', n_other: '{{count}} things' }, true)).toEqual([
      'a: placeholders differ',
      'c: not in German',
      'b: missing',
    ]);
    expect(gaps(de, { b: 'B' }, false)).toEqual([]);
    expect(missingPluralForms({ n_one: '1', n_other: 'n' }, 'cs')).toEqual(['n_few: missing', 'n_many: missing']);
  });
});
