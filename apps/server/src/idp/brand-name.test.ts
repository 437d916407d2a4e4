import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANDS, LOCALES } from '@portal/contracts';
import { themeFor } from '@portal/ui/themes';
import { describe, expect, it, vi } from 'vitest';
import { loadBrandSettings } from '../../../shell/src/brand/settings';
import { repositoryRoot } from '../shell';
import { brandOfHost, siteColours, themeForSite, themeOf } from './brand';
import { brandDisplayName } from './brand-name';
import { format, MESSAGES, pickCountry } from './messages';
import { loginPage, logoutPage } from './views';

const sources = path.join(repositoryRoot(), 'apps', 'shell', 'public', 'branding');

/** The brand settings the shell merges for a site, loaded by the shell's own code from the files. */
async function shellSettings(brand: string, locale: string, country = 'xx'): Promise<Record<string, unknown>> {
  const fromFiles = async (url: string) => {
    const file = path.join(sources, path.basename(url));
    return fs.existsSync(file)
      ? new Response(fs.readFileSync(file), { headers: { 'content-type': 'application/json' } })
      : new Response('', { status: 404 });
  };
  // 'xx': a country without files of its own, as for a request that names no country.
  return loadBrandSettings(brand, country, locale, fromFiles as typeof fetch);
}

/** The name the shell's header shows for a brand and language. */
async function shellName(brand: string, locale: string, country = 'xx'): Promise<string | undefined> {
  const settings = await shellSettings(brand, locale, country);
  return typeof settings.displayName === 'string' ? settings.displayName : undefined;
}

const signInPage = (host: string, locale: (typeof LOCALES)[number], country?: string) =>
  loginPage({ theme: themeForSite(themeOf(brandOfHost(host)), country), locale, action: '/a', cancel: '/c' });

/** The countries of the brand settings files (brand_country and language_brand_country layers). */
const SETTINGS_COUNTRIES = [
  ...new Set(
    fs
      .readdirSync(sources)
      .map((f) => /_([a-z]{2})\.json$/.exec(f)?.[1])
      .filter((c): c is string => c !== undefined),
  ),
  'xx',
];

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
    // Brand names are not declined, and French elides before a vowel: the sentences name the portal.
    expect(logoutPage(themeOf('arbonia'), 'fr', '')).toContain('Voulez-vous vous déconnecter du portail Arbonia ?');
    expect(signInPage('arbonia.localhost', 'cs')).toContain('<h1>Přihlášení do portálu Arbonia</h1>');
    expect(logoutPage(themeOf('arbonia'), 'cs', '')).toContain('Chcete se odhlásit z portálu Arbonia?');
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

  it('matches what the shell shows on a site of a country, as the portal names it in ui_locales', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(signInPage('arbonia.localhost:8080', 'fr', pickCountry('fr-CH'))).toContain(
      '<h1>Connexion à Arbonia Suisse</h1>',
    );
    expect(signInPage('arbonia.localhost:8080', 'fr', pickCountry('fr-FR'))).toContain('<h1>Connexion à Arbonia</h1>');
    expect(signInPage('arbonia.localhost:8080', 'de', pickCountry('de-CH'))).toContain('<h1>Bei Arbonia anmelden</h1>');
    expect(logoutPage(themeForSite(themeOf('arbonia'), 'ch'), 'fr', '')).toContain('Arbonia Suisse');
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        for (const country of SETTINGS_COUNTRIES) {
          const name = await shellName(brand, locale, country);
          const html = signInPage(`portal.${brand}.example.com`, locale, country);
          expect(html, `${brand} ${locale} ${country}`).toContain(`<header>${name}</header>`);
        }
      }
    }
  });

  it('reads the site’s country from ui_locales only, and only as two letters', () => {
    expect(pickCountry('fr-CH')).toBe('ch');
    expect(pickCountry('de-DE')).toBe('de');
    expect(pickCountry('xx-YY fr-CH')).toBe('ch');
    expect(pickCountry('fr')).toBeUndefined();
    expect(pickCountry('fr-../../etc')).toBeUndefined();
    expect(pickCountry('fr-Latn-CH')).toBeUndefined();
    expect(pickCountry(undefined)).toBeUndefined();
  });

  it('follows a renamed brand in the settings files, without code', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'branding-'));
    fs.writeFileSync(path.join(dir, 'group.json'), JSON.stringify({ displayName: 'Holding' }));
    fs.writeFileSync(path.join(dir, 'en_group.json'), JSON.stringify({ hotline: '1' }));
    fs.writeFileSync(path.join(dir, 'group_at.json'), JSON.stringify({ displayName: 'Holding Österreich' }));
    expect(brandDisplayName('group', 'de', undefined, dir)).toBe('Holding');
    expect(brandDisplayName('group', 'en', undefined, dir)).toBe('Holding');
    expect(brandDisplayName('group', 'de', 'at', dir)).toBe('Holding Österreich');
    // A country is part of a file name: anything but two letters is left out.
    expect(brandDisplayName('group', 'de', '../at', dir)).toBe('Holding');
    fs.rmSync(dir, { recursive: true });
  });
});

/** A custom property of the sign-in page's stylesheet. */
const cssVariable = (html: string, name: string) => new RegExp(`--${name}:([^;}]+)`).exec(html)?.[1];

describe('the colours of the sign-in pages', () => {
  it('are the shell’s theme of the site, for every brand, language and country', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        for (const country of SETTINGS_COUNTRIES) {
          // What the shell applies (layout/site.ts): the brand's theme, or the one its settings name.
          const settings = await shellSettings(brand, locale, country);
          const shell = themeFor(brand, typeof settings.theme === 'string' ? settings.theme : undefined);
          const html = signInPage(`portal.${brand}.example.com`, locale, country);
          const where = `${brand} ${locale} ${country}`;
          expect(cssVariable(html, 'primary'), where).toBe(shell.primary);
          expect(cssVariable(html, 'on-primary'), where).toBe(shell.onPrimary);
          expect(cssVariable(html, 'primary-hover'), where).toBe(shell.primaryStrong);
        }
      }
    }
  });

  it('are Arbonia’s red on Arbonia, not another brand’s blue', () => {
    expect(cssVariable(signInPage('arbonia.localhost:8080', 'de'), 'primary')).toBe('#e2001a');
    expect(cssVariable(signInPage('localhost:8080', 'de'), 'primary')).toBe('#ef7d00');
  });

  it('follow a theme the brand settings choose, without code', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'branding-'));
    fs.writeFileSync(path.join(dir, 'prolux.json'), JSON.stringify({ displayName: 'Prolux' }));
    fs.writeFileSync(path.join(dir, 'prolux_de.json'), JSON.stringify({ theme: 'prolux2024' }));
    expect(siteColours(themeOf('prolux'), 'de', dir).primary).toBe(themeFor('prolux').primary);
    expect(siteColours(themeForSite(themeOf('prolux'), 'de'), 'de', dir).primary).toBe(
      themeFor('prolux', 'prolux2024').primary,
    );
    fs.rmSync(dir, { recursive: true });
  });
});
