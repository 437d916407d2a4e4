import { routeByName } from '@portal/contracts';
import { installRepositoryMiniApps } from '@portal/contracts/routes/testing';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { refusalMessage } from './refusal';

describe('the message of a route that does not open', () => {
  // Reporting's route comes from its manifest, as the server hands it to the shell.
  installRepositoryMiniApps();
  afterAll(() => i18n.changeLanguage('de'));

  it('is in the language of the route, though the shell has loaded only German yet', async () => {
    await i18n.changeLanguage('de');
    const reporting = routeByName('reporting');
    if (!reporting) throw new Error('no reporting route');
    expect(await refusalMessage(i18n, reporting, 'permission', 'en')).toBe('You are not allowed to open “Reporting”.');
    expect(await refusalMessage(i18n, reporting, 'site', 'fr')).toBe('« Rapports » n’est pas proposé sur ce site.');
    expect(await refusalMessage(i18n, reporting, 'site', 'de')).toBe(
      '„Reporting“ wird auf dieser Website nicht angeboten.',
    );
    expect(i18n.language).toBe('de');
  });

  it('names a core route by the menu texts in the route’s language', async () => {
    const canteen = routeByName('canteen');
    if (!canteen) throw new Error('no canteen route');
    expect(await refusalMessage(i18n, canteen, 'permission', 'en')).toBe('You are not allowed to open “Canteen”.');
  });
});
