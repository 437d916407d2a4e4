import { type Brand, isBrand } from '@portal/contracts';

/** Brand settings (spec §3): key-value pairs; known keys below, others pass through to mini-apps. */
export interface BrandSettings {
  /** Address of the page icon. */
  readonly favIcon?: string;
  /** The brand's name as shown (an operator renames the group's brand here, without code). */
  readonly displayName?: string;
  /** A theme other than the brand's own (e.g. `group2024`). */
  readonly theme?: string;
  readonly [key: string]: unknown;
}

export class BrandingError extends Error {}

/**
 * The settings files of a site, in the layer order of spec §3: brand, brand_country,
 * language_brand, language_brand_country. Later layers win.
 */
export function brandSettingLayers(brand: Brand, country: string, language: string): string[] {
  return [`${brand}`, `${brand}_${country}`, `${language}_${brand}`, `${language}_${brand}_${country}`];
}

/**
 * Loads the layers lazily from the same origin and merges them. A missing file is only a debug note;
 * none at all fails with "No Branding Files could be loaded"; an unknown brand with
 * 'Unknown/unimplemented brand'.
 */
export async function loadBrandSettings(
  brand: string,
  country: string,
  language: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  baseUrl = '/portal/branding',
): Promise<BrandSettings> {
  if (!isBrand(brand)) throw new BrandingError('Unknown/unimplemented brand');
  const layers = await Promise.all(
    brandSettingLayers(brand, country, language).map(async (name) => {
      try {
        const response = await fetchImpl(`${baseUrl}/${name}.json`);
        if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) {
          console.debug(`branding: no settings file ${name}.json`);
          return undefined;
        }
        return (await response.json()) as BrandSettings;
      } catch {
        console.debug(`branding: settings file ${name}.json could not be read`);
        return undefined;
      }
    }),
  );
  const loaded = layers.filter((l): l is BrandSettings => l !== undefined);
  if (loaded.length === 0) throw new BrandingError('No Branding Files could be loaded');
  return Object.assign({}, ...loaded) as BrandSettings;
}

/** Sets the page icon from the brand setting favIcon. */
export function applyFavIcon(href: string | undefined): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
  link.type = href.endsWith('.svg') ? 'image/svg+xml' : 'image/x-icon';
}
