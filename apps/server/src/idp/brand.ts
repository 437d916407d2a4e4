import { type Brand, brandFromHost } from '@portal/contracts';

/**
 * What the sign-in pages need of a brand: its colours (text on primary kept readable, WCAG AA).
 * Its name is not here: it comes from the brand settings, as in the shell (brand-name.ts).
 */
export interface BrandTheme {
  readonly brand: Brand;
  readonly primary: string;
  readonly onPrimary: string;
  readonly primaryHover: string;
  readonly background: string;
  /** The page icon: the same file the shell's brand settings name as favIcon (served under /portal). */
  readonly icon: string;
  /**
   * The country of the portal site the request came from, when it said so (`ui_locales` "fr-CH"):
   * a brand may carry another name there (brand settings layers, spec §3).
   */
  readonly country?: string;
}

/** The theme for the site a request names: the host's brand, in the country of `ui_locales` if given. */
export function themeForSite(theme: BrandTheme, country: string | undefined): BrandTheme {
  return country ? { ...theme, country } : theme;
}

const THEMES: Record<Brand, Omit<BrandTheme, 'brand' | 'icon'>> = {
  // The group's own brand; its primary colour is the spec's default (§9).
  group: { primary: '#ef7d00', onPrimary: '#1a1a1a', primaryHover: '#c86800', background: '#fdf6ee' },
  arbonia: {
    primary: '#004b87',
    onPrimary: '#ffffff',
    primaryHover: '#00365f',
    background: '#eef3f8',
  },
  boesch: { primary: '#c8102e', onPrimary: '#ffffff', primaryHover: '#9b0c23', background: '#fbeff1' },
  gruenenwald: {
    primary: '#2e7d32',
    onPrimary: '#ffffff',
    primaryHover: '#1f5a23',
    background: '#eff6ef',
  },
  heimag: { primary: '#00629b', onPrimary: '#ffffff', primaryHover: '#004a75', background: '#edf4f9' },
  koralle: {
    primary: '#007a82',
    onPrimary: '#ffffff',
    primaryHover: '#005a60',
    background: '#edf7f7',
  },
  prolux: { primary: '#5b2c83', onPrimary: '#ffffff', primaryHover: '#431f61', background: '#f4eff8' },
  pzpheating: {
    primary: '#b8241a',
    onPrimary: '#ffffff',
    primaryHover: '#8e1b13',
    background: '#fbefee',
  },
};

/**
 * The brand a host stands for, by the same rule as the shell's (`arbonia.localhost`,
 * `portal.arbonia.example.com`); any other host is the group's.
 */
export function brandOfHost(host: string): Brand {
  return brandFromHost(host);
}

export function themeOf(brand: Brand): BrandTheme {
  return { brand, ...THEMES[brand], icon: `/portal/branding/icons/${brand}.svg` };
}
