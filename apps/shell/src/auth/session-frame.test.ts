import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { describeSessionFrame, type SessionFrameElement } from './session-frame';

/** The iframe element as far as the shell touches it. */
function frameElement(): SessionFrameElement & { attributes: Record<string, string> } {
  const attributes: Record<string, string> = {};
  return {
    title: '',
    tabIndex: 0,
    attributes,
    setAttribute: (name, value) => {
      attributes[name] = value;
    },
  };
}

describe('the session-check frame as the shell names it (spec §4)', () => {
  afterAll(() => i18n.changeLanguage('de'));

  it('is named in the shell’s language, follows a change of language, and stays out of reach', async () => {
    await i18n.changeLanguage('de');
    const frame = frameElement();
    const stop = describeSessionFrame(frame, i18n);
    expect(frame.title).toBe('Sitzungsprüfung');
    expect(frame.attributes['aria-hidden']).toBe('true');
    expect(frame.tabIndex).toBe(-1);

    for (const [language, title] of [
      ['fr', 'Vérification de session'],
      ['cs', 'Kontrola relace'],
      ['it', 'Verifica della sessione'],
      ['en', 'Session check'],
    ] as const) {
      await i18n.changeLanguage(language);
      expect(frame.title, language).toBe(title);
    }

    // Once the shell stops watching, a later change of language leaves the element alone.
    stop();
    await i18n.changeLanguage('de');
    expect(frame.title).toBe('Session check');
  });
});
