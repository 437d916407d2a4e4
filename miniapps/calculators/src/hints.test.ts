import { beforeAll, describe, expect, it } from 'vitest';
import { translateHint } from './hints';
import { loadAllTexts, translator } from './texts';

describe('engine notes and texts in five languages', () => {
  beforeAll(() => loadAllTexts());

  it('translates the notes the engines write, values kept', () => {
    expect(
      translateHint('Benötigte Vorlauftemperatur über 55 °C: größeren Heizkörper oder Lüfterstufe wählen.', 'en'),
    ).toEqual({ text: 'Required flow temperature above 55 °C: choose a larger radiator or a fan stage.', lang: 'en' });
    expect(translateHint('Der Durchfluss übersteigt die größte Voreinstellung des Ventils.', 'it').text).toBe(
      'La portata supera la preregolazione massima della valvola.',
    );
  });

  it('an unknown note stays German and says so', () => {
    expect(translateHint('Neuer Hinweis.', 'fr')).toEqual({ text: 'Neuer Hinweis.', lang: 'de' });
  });

  it('every language fills the placeholders and has its own words', () => {
    for (const locale of ['de', 'en', 'cs', 'fr', 'it'] as const) {
      const t = translator(locale);
      expect(t('liveExchange', { vl: '52,3', rl: '42,3' })).not.toMatch(/[{}]/);
      expect(t('vorlaufTempNeu')).toMatch(/\(°C\)$/);
    }
    expect(translator('cs')('exportPdf')).toBe('Stáhnout PDF');
  });
});
