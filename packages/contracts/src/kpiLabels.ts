import type { Locale } from './brands';
import type { KpiName, KpiUnit } from './kpi';

/**
 * The key figures' names as each interface language writes them, defined once, without zod (the
 * browser takes them from the package root): the KPI screens name them so, and the report
 * builder's KPI column and its exports show the same names for the database's keys.
 */
export const KPI_LABELS: Readonly<Record<Locale, Readonly<Record<KpiName, string>>>> = {
  de: {
    Productivity: 'Produktivität',
    DeliveryReliability: 'Liefertreue',
    DeliveryTime: 'Lieferzeit',
    ProducedVolume: 'Produzierte Menge',
    AHU: 'Zentralgeräte (AHU)',
    Panels: 'Paneele',
    Tubes: 'Rohre',
    VentilationUnits: 'Lüftungsgeräte',
  },
  en: {
    Productivity: 'Productivity',
    DeliveryReliability: 'Delivery reliability',
    DeliveryTime: 'Delivery time',
    ProducedVolume: 'Produced volume',
    AHU: 'Air handling units (AHU)',
    Panels: 'Panels',
    Tubes: 'Tubes',
    VentilationUnits: 'Ventilation units',
  },
  cs: {
    Productivity: 'Produktivita',
    DeliveryReliability: 'Spolehlivost dodávek',
    DeliveryTime: 'Dodací lhůta',
    ProducedVolume: 'Vyrobené množství',
    AHU: 'Vzduchotechnické jednotky (AHU)',
    Panels: 'Panely',
    Tubes: 'Trubky',
    VentilationUnits: 'Větrací jednotky',
  },
  fr: {
    Productivity: 'Productivité',
    DeliveryReliability: 'Fiabilité des livraisons',
    DeliveryTime: 'Délai de livraison',
    ProducedVolume: 'Volume produit',
    AHU: 'Centrales de traitement d’air (CTA)',
    Panels: 'Panneaux',
    Tubes: 'Tubes',
    VentilationUnits: 'Unités de ventilation',
  },
  it: {
    Productivity: 'Produttività',
    DeliveryReliability: 'Affidabilità di consegna',
    DeliveryTime: 'Tempo di consegna',
    ProducedVolume: 'Volume prodotto',
    AHU: 'Unità di trattamento aria (UTA)',
    Panels: 'Pannelli',
    Tubes: 'Tubi',
    VentilationUnits: 'Unità di ventilazione',
  },
};

/**
 * The key figures' units as each interface language abbreviates them: the KPI screens write values
 * with them, and the report builder's unit column and its exports show them for the database's codes.
 */
export const KPI_UNIT_LABELS: Readonly<Record<Locale, Readonly<Record<KpiUnit, string>>>> = {
  de: { percent: '%', days: 'Tage', pieces: 'Stück' },
  en: { percent: '%', days: 'days', pieces: 'pcs' },
  cs: { percent: '%', days: 'dní', pieces: 'ks' },
  fr: { percent: '%', days: 'jours', pieces: 'pièces' },
  it: { percent: '%', days: 'giorni', pieces: 'pezzi' },
};
