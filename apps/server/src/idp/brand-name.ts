import fs from 'node:fs';
import path from 'node:path';
import type { Brand, Locale } from '@portal/contracts';
import { repositoryRoot } from '../shell';

/**
 * The brand's name on the sign-in pages, taken from the same brand settings files the shell's header
 * reads (displayName, spec §3), so an operator renames a brand in one place and both agree.
 */
export function brandDisplayName(
  brand: Brand,
  locale: Locale,
  country: string | undefined,
  directory = brandingDirectory(),
): string {
  return brandSetting(brand, locale, country, 'displayName', directory) ?? brand;
}

/**
 * One text setting of a site's brand settings files, as the shell merges them (later wins): brand,
 * brand_country, language_brand, language_brand_country; without the site's country (a request
 * that did not name it), the country's layers are left out.
 */
export function brandSetting(
  brand: Brand,
  locale: Locale,
  country: string | undefined,
  key: string,
  directory = brandingDirectory(),
): string | undefined {
  // The country becomes part of a file name: two letters only, as the portal's routes have it.
  const site = country && /^[a-z]{2}$/.test(country) ? country : undefined;
  const cacheKey = `${directory}|${brand}|${locale}|${site ?? ''}|${key}`;
  if (!cache.has(cacheKey)) {
    const layers = site
      ? [brand, `${brand}_${site}`, `${locale}_${brand}`, `${locale}_${brand}_${site}`]
      : [brand, `${locale}_${brand}`];
    cache.set(cacheKey, layers.map((layer) => settingIn(directory, layer, key)).reduce(laterWins));
  }
  return cache.get(cacheKey);
}

/** Files are read once per brand and language: settings change with a deployment, which restarts the server. */
const cache = new Map<string, string | undefined>();

const laterWins = (earlier: string | undefined, later: string | undefined) => later ?? earlier;

function settingIn(directory: string, layer: string, key: string): string | undefined {
  try {
    const settings: unknown = JSON.parse(fs.readFileSync(path.join(directory, `${layer}.json`), 'utf8'));
    const value = (settings as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    // Like the shell: a layer without a file (most language layers) simply adds nothing.
    return undefined;
  }
}

/** The files the shell is served with (its built copy); the sources while the shell is not built. */
export function brandingDirectory(root = repositoryRoot()): string {
  const built = path.join(root, 'apps', 'shell', 'dist', 'branding');
  return fs.existsSync(built) ? built : path.join(root, 'apps', 'shell', 'public', 'branding');
}
