import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CONFIGURATOR_TEXTS } from './configurator-texts';

describe('configurator screen texts', () => {
  const german = CONFIGURATOR_TEXTS.de;
  it.each(LOCALES)('%s has every text, none empty', (locale) => {
    const texts = CONFIGURATOR_TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    for (const [key, value] of Object.entries(texts)) {
      const shown = typeof value === 'function' ? value('1', '3', 'mm') : value;
      expect(shown.trim(), key).not.toBe('');
    }
  });

  it('is translated, not copied from German', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(CONFIGURATOR_TEXTS[locale].title).not.toBe(german.title);
      expect(CONFIGURATOR_TEXTS[locale].summary).not.toBe(german.summary);
    }
  });
});
