import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inEveryLanguage, SERVER_NAMESPACES, serverList, serverText } from './index';

describe('server texts', () => {
  it('answers a French reader in French, values filled', () => {
    expect(serverText('configurator', 'fr', 'missing', { characteristic: 'Couleur' })).toBe(
      'Couleur : aucune valeur choisie',
    );
  });

  it('has a text of its own in every language', () => {
    const said = inEveryLanguage('crm', 'status.NotExists');
    expect(new Set(Object.values(said)).size).toBe(5);
    expect(said.de).toBe('Sie sind noch nicht registriert.');
  });

  it('reads German for a language it does not know', () => {
    expect(serverText('configurator', 'xx' as 'de', 'listPrice')).toBe('Listenpreis ohne Kundenrabatt');
  });

  it('takes only keys the German catalogue has', () => {
    // @ts-expect-error: no such key in de/configurator.json
    const wrong = () => serverText('configurator', 'en', 'listPrize');
    expect(typeof wrong).toBe('function');
  });

  it('reads every namespace of its catalogue folder', () => {
    const folder = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales/de');
    const files = fs.readdirSync(folder).map((file) => file.replace(/\.json$/, ''));
    expect([...SERVER_NAMESPACES].sort()).toEqual(files.sort());
  });

  it('picks the plural form a language needs, and fills lists', () => {
    const preface = (locale: 'de' | 'cs', count: number) =>
      serverText('questionnaire', locale, 'results.preface', { title: 'T', count });
    expect(preface('de', 1)).toBe('T: 1 teilnehmende Person');
    expect(preface('de', 4)).toBe('T: 4 Teilnehmende');
    expect(preface('cs', 3)).toBe('T: 3 respondenti');
    expect(preface('cs', 7)).toBe('T: 7 respondentů');
    expect(serverList('mail', 'it', 'invitation.paragraphs', { brand: 'B', hours: 2 })[1]).toContain('valido 2 ore');
  });
});
