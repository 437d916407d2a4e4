import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileAreaOwner, HIT_END, HIT_START, INFO_MODULES, infoModule, snippetParts } from './index';

describe('document search snippets', () => {
  it('splits a snippet into its plain and matched parts', () => {
    expect(snippetParts(`Der ${HIT_START}Antrag${HIT_END} auf ${HIT_START}Urlaub${HIT_END}.`)).toEqual([
      { at: 0, text: 'Der ', hit: false },
      { at: 5, text: 'Antrag', hit: true },
      { at: 12, text: ' auf ', hit: false },
      { at: 18, text: 'Urlaub', hit: true },
      { at: 25, text: '.', hit: false },
    ]);
  });

  it('keeps every character of the text, in order, and marks exactly the framed words', () => {
    const plain = fc.string().map((s) => s.replaceAll(HIT_START, '').replaceAll(HIT_END, ''));
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, plain)), (pieces) => {
        const snippet = pieces.map(([text, word]) => `${text}${HIT_START}${word}${HIT_END}`).join('');
        const parts = snippetParts(snippet);
        expect(parts.map((p) => p.text).join('')).toBe(pieces.map(([a, b]) => a + b).join(''));
        expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(pieces.map(([, w]) => w).filter(Boolean));
        expect(new Set(parts.map((p) => p.at)).size).toBe(parts.length);
      }),
    );
  });
});

describe('who looks after a module', () => {
  it('HR keeps the forms, the works council the agreements, the safety officer every safety topic', () => {
    expect(fileAreaOwner(infoModule(18)!)).toBe('hr');
    expect(fileAreaOwner(infoModule(17)!)).toBe('worksCouncil');
    for (let n = 23; n <= 74; n++) expect(fileAreaOwner(infoModule(n)!), `module ${n}`).toBe('safety');
    expect(fileAreaOwner(infoModule(2)!)).toBeUndefined();
    // Every name in the owners' lists is a module that exists (a typo would own nothing).
    const owned = INFO_MODULES.filter((m) => fileAreaOwner(m) && !m.name.startsWith('occupationalSafety'));
    expect(owned.length).toBe(20);
  });
});
