/**
 * Brand themes (spec §3): colours, type and logo of each brand. The default primary is #ef7d00 and
 * the default success colour #4F7E16 (spec §9). The brand settings key `theme` may pick another
 * theme for a site (e.g. `group2024`).
 */
export interface Theme {
  readonly key: string;
  /** The name shown in the header next to the logo. */
  readonly name: string;
  readonly primary: string;
  /** Text on primary. */
  readonly onPrimary: string;
  /** A darker primary for hover and focus, and for text on white (contrast ≥ 4.5:1). */
  readonly primaryStrong: string;
  readonly success: string;
  readonly headerBackground: string;
  readonly headerText: string;
  readonly fontFamily: string;
  /** A small logo mark: a letter on a shape, drawn in the header (no image download needed). */
  readonly mark: { readonly letter: string; readonly shape: 'circle' | 'square' | 'diamond' };
}

const SANS = "'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";
const GEOMETRIC = "'Century Gothic', 'Avenir Next', 'Segoe UI', system-ui, sans-serif";
const HUMANIST = "'Gill Sans', 'Calibri', 'Segoe UI', system-ui, sans-serif";

const base = {
  primary: '#ef7d00',
  onPrimary: '#1a1a1a',
  primaryStrong: '#a85800',
  success: '#4F7E16',
  headerBackground: '#ffffff',
  headerText: '#1f2933',
  fontFamily: SANS,
} as const;

export const THEMES: Record<string, Theme> = {
  unternehmen: { key: 'unternehmen', name: 'Gruppe', ...base, mark: { letter: 'G', shape: 'square' } },
  group2024: {
    key: 'group2024',
    name: 'Gruppe',
    ...base,
    headerBackground: '#1f2933',
    headerText: '#ffffff',
    mark: { letter: 'G', shape: 'circle' },
  },
  arbonia: {
    key: 'arbonia',
    name: 'Arbonia',
    ...base,
    primary: '#e2001a',
    onPrimary: '#ffffff',
    primaryStrong: '#a50013',
    fontFamily: HUMANIST,
    mark: { letter: 'A', shape: 'square' },
  },
  bekon: {
    key: 'bekon',
    name: 'Bekon',
    ...base,
    primary: '#005ca9',
    onPrimary: '#ffffff',
    primaryStrong: '#004a87',
    mark: { letter: 'B', shape: 'circle' },
  },
  boesch: {
    key: 'boesch',
    name: 'Bösch',
    ...base,
    primary: '#0069b4',
    onPrimary: '#ffffff',
    primaryStrong: '#00548f',
    fontFamily: GEOMETRIC,
    mark: { letter: 'B', shape: 'square' },
  },
  duschdesign: {
    key: 'duschdesign',
    name: 'Koralle',
    ...base,
    primary: '#00a3b4',
    onPrimary: '#0b1f24',
    primaryStrong: '#007380',
    fontFamily: GEOMETRIC,
    mark: { letter: 'K', shape: 'circle' },
  },
  gruenenwald: {
    key: 'gruenenwald',
    name: 'Grünenwald',
    ...base,
    primary: '#3a8d2f',
    onPrimary: '#ffffff',
    primaryStrong: '#2c6c24',
    mark: { letter: 'G', shape: 'diamond' },
  },
  heimag: {
    key: 'heimag',
    name: 'Heimag',
    ...base,
    primary: '#c8102e',
    onPrimary: '#ffffff',
    primaryStrong: '#9b0c23',
    mark: { letter: 'H', shape: 'square' },
  },
  prolux: {
    key: 'prolux',
    name: 'Prolux',
    ...base,
    primary: '#f3a712',
    onPrimary: '#1a1a1a',
    primaryStrong: '#8f5f00',
    mark: { letter: 'P', shape: 'circle' },
  },
  prolux2024: {
    key: 'prolux2024',
    name: 'Prolux',
    ...base,
    primary: '#222222',
    onPrimary: '#ffffff',
    primaryStrong: '#000000',
    headerBackground: '#f3a712',
    headerText: '#1a1a1a',
    mark: { letter: 'P', shape: 'square' },
  },
  pzpheating: {
    key: 'pzpheating',
    name: 'PZP Heating',
    ...base,
    primary: '#d71920',
    onPrimary: '#ffffff',
    primaryStrong: '#a51318',
    mark: { letter: 'P', shape: 'diamond' },
  },
  raumklima: {
    key: 'raumklima',
    name: 'Raumklima',
    ...base,
    primary: '#0090c8',
    onPrimary: '#ffffff',
    primaryStrong: '#00709b',
    mark: { letter: 'R', shape: 'circle' },
  },
  vasco: {
    key: 'vasco',
    name: 'Vasco',
    ...base,
    primary: '#1d1d1b',
    onPrimary: '#ffffff',
    primaryStrong: '#000000',
    mark: { letter: 'V', shape: 'square' },
  },
};

/** The theme of each brand; `group` wears the company theme and `koralle` the shower-design theme (spec §3). */
export const BRAND_THEMES: Record<string, string> = {
  group: 'unternehmen',
  koralle: 'duschdesign',
  arbonia: 'arbonia',
  boesch: 'boesch',
  gruenenwald: 'gruenenwald',
  heimag: 'heimag',
  prolux: 'prolux',
  pzpheating: 'pzpheating',
};

export function themeFor(brand: string, override?: string): Theme {
  const key = (override && THEMES[override] ? override : BRAND_THEMES[brand]) ?? 'unternehmen';
  return THEMES[key] ?? THEMES.unternehmen!;
}

/** The theme as CSS custom properties on the document, read by the kit's stylesheet. */
export function applyTheme(theme: Theme, target: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--p-primary': theme.primary,
    '--p-on-primary': theme.onPrimary,
    '--p-primary-strong': theme.primaryStrong,
    '--p-success': theme.success,
    '--p-header-bg': theme.headerBackground,
    '--p-header-text': theme.headerText,
    '--p-font': theme.fontFamily,
  };
  for (const [k, v] of Object.entries(vars)) target.style.setProperty(k, v);
  target.dataset.theme = theme.key;
}
