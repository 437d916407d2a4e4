import { describe, expect, it } from 'vitest';
import { inEveryLanguage, serverText } from './index';

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
});
