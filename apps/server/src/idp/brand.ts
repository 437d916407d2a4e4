import { type Brand, brandFromHost, type Locale } from '@portal/contracts';
import { type Theme, themeFor } from '@portal/ui/themes';
import { brandSetting } from './brand-name';

/**
 * What the sign-in pages need of a brand: which brand, its page icon, and the site's country. Its
 * colours and name are not here: both come from where the shell takes them (`siteColours`,
 * brand-name.ts), so the sign-in page and the portal behind it never disagree.
 */
export interface BrandTheme {
  readonly brand: Brand;
  /** The page icon: the same file the shell's brand settings name as favIcon (served under /portal). */
  readonly icon: string;
  /**
   * The country of the portal site the request came from, when it said so (`ui_locales` "fr-CH"):
   * a brand may carry another name or theme there (brand settings layers, spec §3).
   */
  readonly country?: string;
}

/** The theme for the site a request names: the host's brand, in the country of `ui_locales` if given. */
export function themeForSite(theme: BrandTheme, country: string | undefined): BrandTheme {
  return country ? { ...theme, country } : theme;
}

/**
 * The site's colours as the shell wears them: the UI kit's theme of the brand (packages/ui
 * themes.ts), or the one the brand settings name (`theme`, e.g. `group2024`), read through the same
 * layers as the shell. One source: a brand recoloured there is recoloured on its sign-in page too.
 */
export function siteColours(theme: BrandTheme, locale: Locale, directory?: string): Theme {
  return themeFor(theme.brand, brandSetting(theme.brand, locale, theme.country, 'theme', directory));
}

/**
 * The brand a host stands for, by the same rule as the shell's (`arbonia.localhost`,
 * `portal.arbonia.example.com`); any other host is the group's.
 */
export function brandOfHost(host: string): Brand {
  return brandFromHost(host);
}

export function themeOf(brand: Brand): BrandTheme {
  return { brand, icon: `/portal/branding/icons/${brand}.svg` };
}
