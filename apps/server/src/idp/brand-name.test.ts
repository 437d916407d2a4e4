import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANDS, LOCALES } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadBrandSettings } from '../../../shell/src/brand/settings';
import { repositoryRoot } from '../shell';
import { brandOfHost, themeOf } from './brand';
import { brandDisplayName } from './brand-name';
import { format, MESSAGES } from './messages';
import { loginPage, logoutPage } from './views';

const sources = path.join(repositoryRoot(), 'apps', 'shell', 'public', 'branding');

/** The name the shell's header shows for a brand and language, loaded by the shell's own code from the files. */
async function shellName(brand: string, locale: string): Promise<string | undefined> {
  const fromFiles = async (url: string) => {
    const file = path.join(sources, path.basename(url));
    return fs.existsSync(file)
      ? new Response(fs.readFileSync(file), { headers: { 'content-type': 'application/json' } })
      : new Response('', { status: 404 });
  };
  // A country without files of its own: the sign-in pages know no country.
  const settings = await loadBrandSettings(brand, 'xx', locale, fromFiles as typeof fetch);
  return typeof settings.displayName === 'string' ? settings.displayName : undefined;
}

const signInPage = (host: string, locale: (typeof LOCALES)[number]) =>
  loginPage({ theme: themeOf(brandOfHost(host)), locale, action: '/a', cancel: '/c' });

describe('the brand named on the sign-in pages', () => {
  it('is the group name of the shell header, in each language', () => {
    expect(signInPage('localhost:8080', 'de')).toContain('<h1>Bei Gruppe anmelden</h1>');
    expect(signInPage('localhost:8080', 'en')).toContain('<h1>Sign in to Group</h1>');
    expect(signInPage('portal.example.com', 'fr')).toContain('<h1>Connexion à Groupe</h1>');
    expect(signInPage('localhost', 'it')).toContain('<h1>Accedi a Gruppo</h1>');
    expect(signInPage('localhost', 'cs')).toContain('<h1>Přihlášení do portálu Skupina</h1>');
    expect(logoutPage(themeOf('group'), 'cs', '')).toContain('Chcete se odhlásit z portálu Skupina?');
    expect(signInPage('localhost', 'de')).not.toContain('Portal');
    expect(logoutPage(themeOf('group'), 'en', '')).toContain('Do you want to sign out of Group?');
  });

  it('matches what the shell shows for every brand host and language', async () => {
    // The shell notes every missing layer file; most language layers have none.
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const name = await shellName(brand, locale);
        expect(name, `${brand} has a displayName in its brand settings`).toBeTruthy();
        const html = signInPage(`portal.${brand}.example.com`, locale);
        expect(html).toContain(`<header>${name}</header>`);
        expect(html).toContain(`<h1>${format(MESSAGES[locale].signInHeading, { brand: name ?? '' })}</h1>`);
      }
    }
  });

  it('follows a renamed brand in the settings files, without code', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'branding-'));
    fs.writeFileSync(path.join(dir, 'group.json'), JSON.stringify({ displayName: 'Holding' }));
    fs.writeFileSync(path.join(dir, 'en_group.json'), JSON.stringify({ hotline: '1' }));
    expect(brandDisplayName('group', 'de', dir)).toBe('Holding');
    expect(brandDisplayName('group', 'en', dir)).toBe('Holding');
    fs.rmSync(dir, { recursive: true });
  });
});
