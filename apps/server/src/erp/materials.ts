/**
 * The group's product range for the ERP data generator: material families, each a grid of
 * dimensions (type, height, length, colour …). Every cell of a grid is one material with its own
 * name in the five languages and its own search code, so names never repeat; the grids together
 * hold more than the 50,000 materials of the group's scale.
 */

export const LANGUAGES = ['de', 'en', 'cs', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Names = Record<Language, string>;

const w = (de: string, en: string, cs: string, fr: string, it: string): Names => ({ de, en, cs, fr, it });

export type MarketArea = 'HT' | 'SAN';

export interface Family {
  readonly code: string;
  readonly type: 'FERT' | 'HAWA' | 'ERSA';
  readonly area: MarketArea;
  readonly unit: 'ST' | 'M2';
  /** The values of each dimension; a material is one choice per dimension. */
  readonly dimensions: ReadonlyArray<ReadonlyArray<string | number>>;
  readonly name: (language: Language, choice: ReadonlyArray<string | number>) => string;
  readonly searchCode: (choice: ReadonlyArray<string | number>) => string;
  /** List price in euros. */
  readonly price: (choice: ReadonlyArray<string | number>) => number;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const COLOURS = ['9016', '9010', '7016', '9005', '9006', '7035', '3000', '5010', '1013', '9001'];

const CONNECTION = {
  M: w('Mittelanschluss', 'centre connection', 'středové připojení', 'raccordement central', 'attacco centrale'),
  S: w('Seitenanschluss', 'side connection', 'boční připojení', 'raccordement latéral', 'attacco laterale'),
} as const;

const PANEL = w(
  'Flachheizkörper Typ',
  'Panel radiator type',
  'Deskové otopné těleso typ',
  'Radiateur panneau type',
  'Radiatore a pannelli tipo',
);
const TUBULAR = w(
  'Röhrenradiator',
  'Tubular radiator',
  'Trubkový radiátor',
  'Radiateur tubulaire',
  'Radiatore tubolare',
);
const COLUMNS = w('-säulig', '-column', '-sloupcový', ' colonnes', ' colonne');
const SECTIONS = w('Glieder', 'sections', 'článků', 'éléments', 'elementi');
const TRENCH = w(
  'Bodenkanalkonvektor',
  'Trench convector',
  'Podlahový konvektor',
  'Convecteur en caniveau',
  'Convettore a pavimento',
);
const TOWEL = w('Badheizkörper', 'Bathroom radiator', 'Koupelnový radiátor', 'Sèche-serviettes', 'Scaldasalviette');
const HEAT_PUMP = w(
  'Luft-Wasser-Wärmepumpe',
  'Air-to-water heat pump',
  'Tepelné čerpadlo vzduch-voda',
  'Pompe à chaleur air-eau',
  'Pompa di calore aria-acqua',
);
const HEAT_PUMP_KIND = {
  Monoblock: w('Monoblock', 'monobloc', 'monoblok', 'monobloc', 'monoblocco'),
  Split: w('Split', 'split', 'split', 'split', 'split'),
} as const;
const VENTILATION = w(
  'Lüftungsgerät mit Wärmerückgewinnung',
  'Ventilation unit with heat recovery',
  'Větrací jednotka s rekuperací',
  'VMC double flux',
  'Unità di ventilazione con recupero di calore',
);
const MOUNTING = {
  W: w('Wandmontage', 'wall-mounted', 'nástěnná montáž', 'montage mural', 'montaggio a parete'),
  D: w('Deckenmontage', 'ceiling-mounted', 'stropní montáž', 'montage au plafond', 'montaggio a soffitto'),
} as const;
const FLOOR = {
  N: w('Noppenplatte', 'studded panel', 'systémová deska s výstupky', 'plaque à plots', 'pannello bugnato'),
  T: w('Tackerplatte', 'tacker panel', 'deska pro sponkování', 'plaque à agrafer', 'pannello per graffe'),
  D: w('Trockenbauplatte', 'dry-construction panel', 'suchá systémová deska', 'plaque sèche', 'pannello a secco'),
} as const;
const FLOOR_NAME = w(
  'Fußbodenheizung',
  'Underfloor heating',
  'Podlahové topení',
  'Plancher chauffant',
  'Riscaldamento a pavimento',
);
const SHOWER = w('Duschtrennwand', 'Shower screen', 'Sprchová zástěna', 'Paroi de douche', 'Parete doccia');
const SHOWER_FORM = {
  E: w('Eckeinstieg', 'corner entry', 'rohový vstup', 'accès d’angle', 'ingresso angolare'),
  N: w('Nischentür', 'alcove door', 'dveře do niky', 'porte de niche', 'porta a nicchia'),
  W: w('Walk-In', 'walk-in', 'walk-in', 'walk-in', 'walk-in'),
  P: w('Pendeltür', 'pivot door', 'kyvné dveře', 'porte pivotante', 'porta a battente'),
} as const;
const GLASS = {
  K: w('Klarglas', 'clear glass', 'čiré sklo', 'verre transparent', 'vetro trasparente'),
  S: w('Satinato', 'satin glass', 'satinato', 'verre satiné', 'vetro satinato'),
  G: w('Grauglas', 'grey glass', 'šedé sklo', 'verre gris', 'vetro grigio'),
} as const;
const PROFILE = {
  A: w(
    'Profil silber matt',
    'matt silver profile',
    'profil stříbrný mat',
    'profilé argent mat',
    'profilo argento opaco',
  ),
  C: w('Profil chrom', 'chrome profile', 'profil chrom', 'profilé chromé', 'profilo cromato'),
  B: w('Profil schwarz', 'black profile', 'profil černý', 'profilé noir', 'profilo nero'),
} as const;
const VALVE = w(
  'Thermostatventil',
  'Thermostatic valve',
  'Termostatický ventil',
  'Robinet thermostatique',
  'Valvola termostatica',
);
const VALVE_FORM = {
  E: w('Eckform', 'angle', 'rohový', 'équerre', 'a squadra'),
  D: w('Durchgangsform', 'straight', 'přímý', 'droit', 'diritta'),
  A: w('Axialform', 'axial', 'axiální', 'axial', 'assiale'),
} as const;

const pick = <K extends string>(table: Record<K, Names>, key: string | number, language: Language) =>
  table[key as K][language];

export const FAMILIES: readonly Family[] = [
  {
    code: 'FHK',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    dimensions: [
      [10, 11, 20, 21, 22, 33],
      [200, 300, 400, 500, 550, 600, 750, 900],
      range(400, 3000, 100),
      ['M', 'S'],
      COLOURS,
    ],
    name: (l, [t, h, len, c, ral]) => `${PANEL[l]} ${t}, ${h} × ${len} mm, ${pick(CONNECTION, c!, l)}, RAL ${ral}`,
    searchCode: ([t, h, len, c, ral]) => `FHK${t}-${h}-${len}-${c}-${ral}`,
    price: ([t, h, len]) => 30 + (Number(t) / 10) * ((Number(h) * Number(len)) / 9000),
  },
  {
    code: 'KRN',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    dimensions: [
      [2, 3, 4, 5, 6],
      [190, 300, 350, 400, 500, 550, 600, 750, 900, 1000, 1200, 1500, 1800, 2000, 2500, 3000],
      range(4, 50, 2),
      COLOURS,
    ],
    name: (l, [s, h, e, ral]) => `${TUBULAR[l]} ${s}${COLUMNS[l]}, ${h} mm, ${e} ${SECTIONS[l]}, RAL ${ral}`,
    searchCode: ([s, h, e, ral]) => `KRN${s}-${h}-${e}-${ral}`,
    price: ([s, h, e]) => 20 + (Number(s) * Number(h) * Number(e)) / 900,
  },
  {
    code: 'KC',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    dimensions: [range(1000, 3000, 100), [182, 232, 282, 332, 382], [80, 110, 140, 170], COLOURS],
    name: (l, [len, wd, d, ral]) => `${TRENCH[l]} ${len} × ${wd} × ${d} mm, RAL ${ral}`,
    searchCode: ([len, wd, d, ral]) => `KC-${len}-${wd}-${d}-${ral}`,
    price: ([len, wd, d]) => 120 + (Number(len) * Number(wd) * Number(d)) / 200_000,
  },
  {
    code: 'BHK',
    type: 'FERT',
    area: 'SAN',
    unit: 'ST',
    dimensions: [range(700, 1800, 100), [450, 500, 600, 750], COLOURS],
    name: (l, [h, wd, ral]) => `${TOWEL[l]} ${h} × ${wd} mm, RAL ${ral}`,
    searchCode: ([h, wd, ral]) => `BHK-${h}-${wd}-${ral}`,
    price: ([h, wd]) => 150 + (Number(h) * Number(wd)) / 2500,
  },
  {
    code: 'WP',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    dimensions: [range(4, 16, 1), ['Monoblock', 'Split']],
    name: (l, [kw, kind]) => `${HEAT_PUMP[l]} ${kw} kW, ${pick(HEAT_PUMP_KIND, kind!, l)}`,
    searchCode: ([kw, kind]) => `WP-${kw}-${String(kind).slice(0, 1)}`,
    price: ([kw, kind]) => 5200 + Number(kw) * 420 + (kind === 'Split' ? 600 : 0),
  },
  {
    code: 'KWL',
    type: 'FERT',
    area: 'HT',
    unit: 'ST',
    dimensions: [range(150, 550, 50), ['W', 'D']],
    name: (l, [v, m]) => `${VENTILATION[l]} ${v} m³/h, ${pick(MOUNTING, m!, l)}`,
    searchCode: ([v, m]) => `KWL-${v}-${m}`,
    price: ([v]) => 1800 + Number(v) * 5,
  },
  {
    code: 'FBH',
    type: 'HAWA',
    area: 'HT',
    unit: 'M2',
    dimensions: [
      ['N', 'T', 'D'],
      [11, 20, 30, 35, 50],
    ],
    name: (l, [k, mm]) => `${FLOOR_NAME[l]}, ${pick(FLOOR, k!, l)} ${mm} mm`,
    searchCode: ([k, mm]) => `FBH-${k}-${mm}`,
    price: ([, mm]) => 22 + Number(mm) * 0.5,
  },
  {
    code: 'DU',
    type: 'FERT',
    area: 'SAN',
    unit: 'ST',
    dimensions: [['E', 'N', 'W', 'P'], range(70, 160, 10), [185, 195, 200], ['K', 'S', 'G'], ['A', 'C', 'B']],
    name: (l, [f, wd, h, g, p]) =>
      `${SHOWER[l]} ${pick(SHOWER_FORM, f!, l)} ${wd} × ${h} cm, ${pick(GLASS, g!, l)}, ${pick(PROFILE, p!, l)}`,
    searchCode: ([f, wd, h, g, p]) => `DU${f}-${wd}-${h}-${g}${p}`,
    price: ([, wd, h]) => 480 + (Number(wd) * Number(h)) / 40,
  },
  {
    code: 'ET',
    type: 'ERSA',
    area: 'HT',
    unit: 'ST',
    dimensions: [
      [10, 15, 20],
      ['E', 'D', 'A'],
    ],
    name: (l, [dn, f]) => `${VALVE[l]} DN ${dn}, ${pick(VALVE_FORM, f!, l)}`,
    searchCode: ([dn, f]) => `TV-${dn}-${f}`,
    price: ([dn]) => 18 + Number(dn),
  },
];

export const familySize = (f: Family) => f.dimensions.reduce((n, d) => n * d.length, 1);

/** The most materials the families can name without a repeat. */
export const MATERIAL_CAPACITY = FAMILIES.reduce((n, f) => n + familySize(f), 0);

/** The `index`-th cell of a family's grid, in mixed radix over its dimensions. */
export function choiceOf(f: Family, index: number): Array<string | number> {
  const out: Array<string | number> = [];
  let rest = index;
  for (let d = f.dimensions.length - 1; d >= 0; d--) {
    const values = f.dimensions[d]!;
    out[d] = values[rest % values.length]!;
    rest = Math.floor(rest / values.length);
  }
  return out;
}

/** The fixed first material that tests and demos name, with the names it has always had. */
export const ANCHOR_MATERIAL = {
  type: 'FERT' as const,
  area: 'HT' as const,
  unit: 'ST' as const,
  searchCode: 'KRN41-600',
  price: 180,
  names: w(
    'Röhrenradiator Typ 41, 600 mm',
    'Tubular radiator type 41, 600 mm',
    'Trubkový radiátor typ 41, 600 mm',
    'Radiateur tubulaire type 41, 600 mm',
    'Radiatore tubolare tipo 41, 600 mm',
  ),
};

/** Services (material type DIEN): installation and commissioning. */
export const SERVICES = [
  {
    searchCode: 'MONT',
    price: 650,
    names: w('Montage vor Ort', 'On-site installation', 'Montáž na místě', 'Montage sur site', 'Montaggio in loco'),
  },
  {
    searchCode: 'IBN',
    price: 320,
    names: w('Inbetriebnahme', 'Commissioning', 'Uvedení do provozu', 'Mise en service', 'Messa in funzione'),
  },
] as const;
