import { translationGaps } from '@portal/contracts';
import { HttpError } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './api';
import { errorText } from './common';
import { loadAllTexts, textsFor } from './texts';

const TEXTS = await loadAllTexts();

const LOCALES = ['de', 'en', 'cs', 'fr', 'it'] as const;

describe('security texts', () => {
  it.each(LOCALES)('%s has every key English has, nothing else, functions of the same arity', (locale) => {
    expect(translationGaps(TEXTS.en, TEXTS[locale], locale)).toEqual([]);
  });

  it('reports a missing key, a missing error text and a function of other arity', () => {
    const without = <T extends object>(o: T, key: string) =>
      Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
    const broken = {
      ...without(TEXTS.en, 'saved'),
      errors: without(TEXTS.en.errors, 'last_administrator'),
      users: { ...TEXTS.en.users, removeRole: () => 'Remove role' },
    };
    expect(translationGaps(TEXTS.en, broken, 'x')).toEqual([
      'x.saved: missing',
      'x.errors.last_administrator: missing',
      'x.users.removeRole: takes 0 arguments, not 1',
    ]);
  });

  it('says why the server refused a field in the reader’s language, not in the server’s English', () => {
    const refused = new HttpError(400, {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      errors: [
        { path: 'body.openIdUserId', message: 'Too small: expected string to have >=1 characters', reason: 'required' },
        { path: 'body.email', message: 'Invalid email address', reason: 'invalid_email' },
        {
          path: 'body.name',
          message: 'Too big: expected string to have <=200 characters',
          reason: 'too_long',
          limit: 200,
        },
        { path: 'body.value', message: 'not valid json' },
      ],
    });
    expect(fieldErrorsOf(refused, textsFor('fr'))).toEqual({
      openIdUserId: 'Saisie obligatoire',
      email: 'Adresse e-mail non valide',
      name: 'Au plus 200 caractères',
      value: 'not valid json',
    });
    expect(fieldErrorsOf(refused, textsFor('de')).openIdUserId).toBe('Eingabe wird benötigt');
    expect(fieldErrorsOf(refused, textsFor('cs')).name).toBe('Nejvýše 200 znaků');
  });

  it.each(LOCALES)('%s says in its own words that the last administrator cannot be removed', (locale) => {
    const t = textsFor(locale);
    expect(t.errors.last_administrator).toBeTruthy();
    expect(errorText(t, new HttpError(409, undefined))).toBe(t.errors.generic);
    const refused = new HttpError(409, {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      code: 'last_administrator',
    });
    expect(errorText(t, refused)).toBe(t.errors.last_administrator);
  });

  it('every language has its own sentence for the last administrator', () => {
    const sentences = new Set(LOCALES.map((locale) => TEXTS[locale].errors.last_administrator));
    expect(sentences.size).toBe(LOCALES.length);
  });

  it('counts entries with the plural of each language', () => {
    expect(TEXTS.cs.pageStatus(1, 1, 1)).toBe('Strana 1 z 1 (1 záznam)');
    expect(TEXTS.cs.pageStatus(1, 1, 3)).toBe('Strana 1 z 1 (3 záznamy)');
    expect(TEXTS.cs.pageStatus(1, 2, 25)).toBe('Strana 1 z 2 (25 záznamů)');
    expect(TEXTS.fr.pageStatus(1, 1, 1)).toBe('Page 1 sur 1 (1 entrée)');
    expect(TEXTS.fr.pageStatus(1, 2, 25)).toBe('Page 1 sur 2 (25 entrées)');
    expect(TEXTS.it.pageStatus(1, 1, 1)).toBe('Pagina 1 di 1 (1 voce)');
    expect(TEXTS.it.pageStatus(1, 2, 25)).toBe('Pagina 1 di 2 (25 voci)');
  });
});
