import type { Locale } from '@portal/contracts/brands';
import { formatNumber } from '../format';
import { inLanguage, SAMPLE_TENDER_NOTE } from '../terms';

/** What a tender text of a trench convector states (mm, °C, W, m³/h). */
export interface TrenchTenderFacts {
  modell: 'KRN41' | 'KRN92';
  bauhoehe: number;
  bautiefe: number;
  baulaenge: number;
  gesamtBL: number;
  registerL: number;
  winkelAnfang: boolean;
  winkelEnde: boolean;
  vorlaufTemp: number;
  ruecklaufTemp: number;
  raumTemp: number;
  leistung: number;
  anschluesse: number;
  /** KRN92 only */
  primaerluft?: { volumenstrom: number; temp: number };
  /** the output rests on the shipped sample catalogue: no claim of a test to EN 16430 */
  musterdaten: boolean;
}

/** The facts as the language writes them. */
interface Formatted {
  modell: string;
  bauhoehe: string;
  bautiefe: string;
  baulaenge: string;
  gesamtBL: string;
  registerL: string;
  winkel: { anfang: boolean; ende: boolean };
  vl: string;
  rl: string;
  ti: string;
  leistung: string;
  anschluesse: string;
  primaerluft?: { volumenstrom: string; temp: string };
  /** "nach DIN EN 16430", or the sample-data wording */
  norm: string;
}

const CORNERS: Record<Locale, (a: boolean, e: boolean) => string> = {
  de: (a, e) =>
    a && e
      ? ' mit Winkelstück am Anfang und am Ende'
      : a
        ? ' mit Winkelstück am Anfang'
        : e
          ? ' mit Winkelstück am Ende'
          : '',
  en: (a, e) =>
    a && e
      ? ' with a corner piece at the start and at the end'
      : a
        ? ' with a corner piece at the start'
        : e
          ? ' with a corner piece at the end'
          : '',
  cs: (a, e) =>
    a && e
      ? ' s rohovým dílem na začátku a na konci'
      : a
        ? ' s rohovým dílem na začátku'
        : e
          ? ' s rohovým dílem na konci'
          : '',
  fr: (a, e) =>
    a && e
      ? ' avec pièce d’angle au début et à la fin'
      : a
        ? ' avec pièce d’angle au début'
        : e
          ? ' avec pièce d’angle à la fin'
          : '',
  it: (a, e) =>
    a && e
      ? ' con pezzo angolare all’inizio e alla fine'
      : a
        ? ' con pezzo angolare all’inizio'
        : e
          ? ' con pezzo angolare alla fine'
          : '',
};

const KIND: Record<Locale, (f: Formatted) => string> = {
  de: (f) =>
    f.primaerluft
      ? 'Unterflurkonvektor mit Primärluftanschluss'
      : 'Unterflurkonvektor für natürliche Konvektion, nur Heizen',
  en: (f) =>
    f.primaerluft
      ? 'trench convector with primary-air connection'
      : 'trench convector for natural convection, heating only',
  cs: (f) =>
    f.primaerluft
      ? 'podlahový konvektor s přívodem primárního vzduchu'
      : 'podlahový konvektor s přirozenou konvekcí, pouze vytápění',
  fr: (f) =>
    f.primaerluft
      ? 'convecteur en caniveau avec raccordement d’air primaire'
      : 'convecteur en caniveau à convection naturelle, chauffage seul',
  it: (f) =>
    f.primaerluft
      ? 'convettore a pavimento con attacco aria primaria'
      : 'convettore a pavimento a convezione naturale, solo riscaldamento',
};

/** "1 Anschluss", "2 Anschlüssen": the number of connections with the word in its number. */
const connections = (f: Formatted, one: string, many: string) =>
  `${f.anschluesse} ${f.anschluesse === '1' ? one : many}`;

const SUPPLY: Record<Locale, (f: Formatted) => string> = {
  de: (f) =>
    `${KIND.de(f)} ${f.modell}, Bauhöhe ${f.bauhoehe} mm, Bautiefe ${f.bautiefe} mm, Baulänge ${f.baulaenge} mm${CORNERS.de(f.winkel.anfang, f.winkel.ende)} (Gesamtlänge ${f.gesamtBL} mm), Wärmetauscher ${f.registerL} mm mit ${connections(f, 'Anschluss', 'Anschlüssen')}, liefern und betriebsfertig einbauen, einschließlich Trogwanne, Nivellierfüßen und begehbarem Rost.`,
  en: (f) =>
    `Supply and install ready for operation a ${KIND.en(f)} ${f.modell}, height ${f.bauhoehe} mm, depth ${f.bautiefe} mm, length ${f.baulaenge} mm${CORNERS.en(f.winkel.anfang, f.winkel.ende)} (overall length ${f.gesamtBL} mm), heat exchanger ${f.registerL} mm with ${connections(f, 'connection', 'connections')}, including trench, levelling feet and walk-on grille.`,
  cs: (f) =>
    `Dodávka a montáž, připravený k provozu: ${KIND.cs(f)} ${f.modell}, stavební výška ${f.bauhoehe} mm, hloubka ${f.bautiefe} mm, délka ${f.baulaenge} mm${CORNERS.cs(f.winkel.anfang, f.winkel.ende)} (celková délka ${f.gesamtBL} mm), výměník ${f.registerL} mm s ${connections(f, 'přípojkou', 'přípojkami')}, včetně vany, stavěcích nožek a pochozí mřížky.`,
  fr: (f) =>
    `Fourniture et pose, prêt à fonctionner, d’un ${KIND.fr(f)} ${f.modell}, hauteur ${f.bauhoehe} mm, profondeur ${f.bautiefe} mm, longueur ${f.baulaenge} mm${CORNERS.fr(f.winkel.anfang, f.winkel.ende)} (longueur totale ${f.gesamtBL} mm), échangeur ${f.registerL} mm avec ${connections(f, 'raccordement', 'raccordements')}, y compris bac, pieds de réglage et grille circulable.`,
  it: (f) =>
    `Fornitura e posa in opera, pronto al funzionamento, di ${KIND.it(f)} ${f.modell}, altezza ${f.bauhoehe} mm, profondità ${f.bautiefe} mm, lunghezza ${f.baulaenge} mm${CORNERS.it(f.winkel.anfang, f.winkel.ende)} (lunghezza totale ${f.gesamtBL} mm), scambiatore ${f.registerL} mm con ${connections(f, 'attacco', 'attacchi')}, compresi vasca, piedini di livellamento e griglia calpestabile.`,
};

const RATING: Record<Locale, (f: Formatted) => string> = {
  de: (f) =>
    `Wärmeleistung ${f.norm} bei ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W${f.primaerluft ? `, Primärluft ${f.primaerluft.volumenstrom} m³/h mit ${f.primaerluft.temp} °C` : ''}.`,
  en: (f) =>
    `Heat output ${f.norm} at ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W${f.primaerluft ? `, primary air ${f.primaerluft.volumenstrom} m³/h at ${f.primaerluft.temp} °C` : ''}.`,
  cs: (f) =>
    `Tepelný výkon ${f.norm} při ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W${f.primaerluft ? `, primární vzduch ${f.primaerluft.volumenstrom} m³/h při ${f.primaerluft.temp} °C` : ''}.`,
  fr: (f) =>
    `Puissance calorifique ${f.norm} à ${f.vl}/${f.rl}/${f.ti} °C : ${f.leistung} W${f.primaerluft ? `, air primaire ${f.primaerluft.volumenstrom} m³/h à ${f.primaerluft.temp} °C` : ''}.`,
  it: (f) =>
    `Potenza termica ${f.norm} a ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W${f.primaerluft ? `, aria primaria ${f.primaerluft.volumenstrom} m³/h a ${f.primaerluft.temp} °C` : ''}.`,
};

/** How the rating sentence cites its basis: the standard, or (sample data) that it is not tested to it. */
const NORM: Record<Locale, { tested: string; sample: string }> = {
  de: { tested: 'nach DIN EN 16430', sample: 'aus Musterdaten (nicht nach DIN EN 16430 geprüft)' },
  en: { tested: 'to EN 16430', sample: 'from sample data (not tested to EN 16430)' },
  cs: { tested: 'podle EN 16430', sample: 'ze vzorových dat (nezkoušeno podle EN 16430)' },
  fr: { tested: 'selon EN 16430', sample: 'issue de données d’exemple (non essayée selon EN 16430)' },
  it: { tested: 'secondo EN 16430', sample: 'da dati di esempio (non provata secondo EN 16430)' },
};

/**
 * The tender text (Ausschreibungstext) of a trench convector: what to supply, then its rating, in
 * the language given; from sample data with the sample-data note at the end.
 */
export function trenchTenderText(facts: TrenchTenderFacts, locale: Locale): string[] {
  const n = (v: number, digits = 0) => formatNumber(v, locale, digits);
  const f: Formatted = {
    modell: facts.modell,
    bauhoehe: n(facts.bauhoehe),
    bautiefe: n(facts.bautiefe),
    baulaenge: n(facts.baulaenge),
    gesamtBL: n(facts.gesamtBL),
    registerL: n(facts.registerL),
    winkel: { anfang: facts.winkelAnfang, ende: facts.winkelEnde },
    vl: n(facts.vorlaufTemp, 1),
    rl: n(facts.ruecklaufTemp, 1),
    ti: n(facts.raumTemp, 1),
    leistung: n(facts.leistung),
    anschluesse: n(facts.anschluesse),
    ...(facts.primaerluft && {
      primaerluft: { volumenstrom: n(facts.primaerluft.volumenstrom), temp: n(facts.primaerluft.temp, 1) },
    }),
    norm: facts.musterdaten ? NORM[locale].sample : NORM[locale].tested,
  };
  return [SUPPLY[locale](f), RATING[locale](f), ...(facts.musterdaten ? [inLanguage(SAMPLE_TENDER_NOTE, locale)] : [])];
}
