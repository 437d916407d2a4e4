import { type Brand, brandFromHost, type Locale } from '@portal/contracts';
import { applyTheme, type Theme, themeFor } from '@portal/ui';
import { applyFavIcon, type BrandSettings, loadBrandSettings } from '../brand/settings';
import i18n from '../i18n';
import { showMessage } from '../state/messages';
import { createStore } from '../state/store';

/** The site the shell shows: brand (from the host), country and language (from the route), and the brand's look. */
export interface Site {
  readonly brand: Brand;
  readonly theme: Theme;
  readonly settings: BrandSettings;
}

export const brand: Brand = brandFromHost(window.location.hostname);

export const site = createStore<Site>({ brand, theme: themeFor(brand), settings: {} });
applyTheme(site.get().theme);

/** The brand's name as the header shows it: the settings' displayName, else the theme's. */
export function siteName(look: Site): string {
  return typeof look.settings.displayName === 'string' ? look.settings.displayName : look.theme.name;
}

/** The browser tab's title: the page, then the brand ("Kantine – Arbonia"). */
export function documentTitle(page: string, look: Site): string {
  return `${page} – ${siteName(look)}`;
}

let loadedFor = '';

/** Loads the brand settings for the route's country and language (lazily, once per combination). */
export async function loadSite(country: string, locale: Locale): Promise<void> {
  const key = `${country}/${locale}`;
  if (key === loadedFor) return;
  loadedFor = key;
  try {
    const settings = await loadBrandSettings(brand, country, locale);
    const theme = themeFor(brand, settings.theme);
    applyTheme(theme);
    applyFavIcon(settings.favIcon);
    site.set({ brand, theme, settings });
  } catch (error) {
    console.error(error);
    showMessage('error', i18n.t('shell:brandingError'));
  }
}
