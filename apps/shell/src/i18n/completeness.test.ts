import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const read = (lng: string) => JSON.parse(fs.readFileSync(path.join(here, 'locales', lng, 'shell.json'), 'utf8'));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Every `t('…')` key the shell's code uses (literal keys in the shell namespace). */
function usedKeys(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/\bt\(\s*'((?:shell:)?[a-zA-Z][\w.]*)'/g)) {
          found.add(m[1]!.replace(/^shell:/, ''));
        }
      }
    }
  };
  walk(here.replace(/\/i18n$/, ''));
  return [...found].sort();
}

describe('shell texts', () => {
  const de = keys(read('de'));

  it('English has exactly the German keys', () => {
    expect(keys(read('en')).sort()).toEqual([...de].sort());
  });

  it.each(['cs', 'fr', 'it'])('%s has every German key and no other', (lng) => {
    expect(keys(read(lng)).sort()).toEqual([...de].sort());
  });

  it('every key the shell uses exists in German (missing keys would show raw)', () => {
    expect(usedKeys().length).toBeGreaterThan(30);
    const missing = usedKeys().filter((k) => !de.includes(k) && !de.some((d) => d.startsWith(`${k}.`)));
    expect(missing).toEqual([]);
  });

  it('keeps the spec’s wording for the favourites and the server error', () => {
    const texts = read('de');
    expect(texts.favorites.deleteConfirm).toBe('Wollen Sie den ausgewählten Favoriten löschen?');
    expect(texts.validation.required).toBe('Eingabe wird benötigt');
    expect(texts.miniApp.close).toBe('{{subApp}} schließen');
  });
});
