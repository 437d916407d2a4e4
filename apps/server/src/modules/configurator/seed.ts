import { LOCALES, type Locale } from '@portal/contracts';
import type { Tx } from '../../db/client';
import * as t from '../../db/schema';
import { EMBEDDED_ISSUER_KEY } from '../../db/seed-data';
import { firstTime, insertAll } from '../../db/seed-support';
import { DEMO_ACCOUNTS } from '../../idp/demo-accounts';

/**
 * The configurator's demo data on the ERP stand-in (docs/configurator.md): three product groups,
 * four configurable materials with their steps, characteristics, constraints, texts in five
 * languages and list prices in EUR; discounts for the first customers, and the demo partner
 * buying for customer 100001. Fixed data, the same on every machine; written once
 * (portal.seed_applied key `erp-configurator`, so a database seeded before the configurator gets it too).
 */

/** de, en, cs, fr, it */
type L5 = readonly [string, string, string, string, string];
const same = (text: string): L5 => [text, text, text, text, text];

interface SeedCharacteristic {
  readonly name: L5;
  readonly info: L5;
  readonly unit?: string;
  /** Choices: key and name (a plain string is the same in every language). */
  readonly values?: ReadonlyArray<readonly [string, L5 | string]>;
  readonly number?: { readonly min: number; readonly max: number; readonly increment: number };
}

const mm = (values: readonly number[]) => values.map((v) => [String(v), `${v} mm`] as const);

const CHARACTERISTICS = {
  HEIGHT: {
    name: ['Bauhöhe', 'Height', 'Výška', 'Hauteur', 'Altezza'],
    info: [
      'Höhe von Unterkante bis Oberkante. Sie bestimmt die Leistung je Meter und die möglichen Längen.',
      'Height from bottom to top edge. It sets the output per metre and the lengths available.',
      'Výška od spodní po horní hranu. Určuje výkon na metr a dostupné délky.',
      'Hauteur du bord inférieur au bord supérieur. Elle fixe la puissance par mètre et les longueurs possibles.',
      'Altezza dal bordo inferiore a quello superiore. Determina la resa per metro e le lunghezze possibili.',
    ],
    unit: 'mm',
  },
  LENGTH: {
    name: ['Baulänge', 'Length', 'Délka', 'Longueur', 'Lunghezza'],
    info: [
      'Gesamtlänge in Millimetern. Der erlaubte Bereich hängt von den vorher gewählten Maßen ab.',
      'Overall length in millimetres. The allowed range depends on the dimensions chosen before.',
      'Celková délka v milimetrech. Povolený rozsah závisí na dříve zvolených rozměrech.',
      'Longueur totale en millimètres. La plage autorisée dépend des dimensions choisies avant.',
      'Lunghezza totale in millimetri. L’intervallo consentito dipende dalle dimensioni scelte prima.',
    ],
    unit: 'mm',
  },
  COLUMNS: {
    name: ['Säulenzahl', 'Number of columns', 'Počet sloupků', 'Nombre de colonnes', 'Numero di colonne'],
    info: [
      'Mehr Säulen bedeuten mehr Leistung bei gleicher Länge und eine größere Bautiefe.',
      'More columns give more output at the same length and a greater depth.',
      'Více sloupků znamená vyšší výkon při stejné délce a větší hloubku.',
      'Plus de colonnes donnent plus de puissance à longueur égale et une profondeur plus grande.',
      'Più colonne danno più resa a parità di lunghezza e una profondità maggiore.',
    ],
  },
  TYPE: {
    name: ['Typ', 'Type', 'Typ', 'Type', 'Tipo'],
    info: [
      'Anzahl der Platten und Konvektorbleche, z. B. Typ 22: zwei Platten, zwei Konvektorbleche.',
      'Number of panels and convector fins, e.g. type 22: two panels, two convector fins.',
      'Počet desek a konvekčních plechů, např. typ 22: dvě desky, dva konvekční plechy.',
      'Nombre de panneaux et d’ailettes, p. ex. type 22 : deux panneaux, deux ailettes.',
      'Numero di pannelli e alette, ad es. tipo 22: due pannelli, due alette.',
    ],
  },
  WIDTH: {
    name: ['Breite', 'Width', 'Šířka', 'Largeur', 'Larghezza'],
    info: [
      'Breite des Geräts; breitere Geräte leisten mehr und erlauben den Linearrost.',
      'Width of the unit; wider units give more output and allow the linear grille.',
      'Šířka tělesa; širší tělesa mají vyšší výkon a umožňují lineární mřížku.',
      'Largeur de l’appareil ; plus large, il chauffe davantage et accepte la grille linéaire.',
      'Larghezza dell’apparecchio; più larga rende di più e consente la griglia lineare.',
    ],
    unit: 'mm',
  },
  DEPTH: {
    name: ['Bautiefe', 'Depth', 'Hloubka', 'Profondeur', 'Profondità'],
    info: [
      'Einbautiefe im Estrich. Ein Gebläse braucht mindestens 110 mm.',
      'Installation depth in the screed. A fan needs at least 110 mm.',
      'Hloubka zabudování v potěru. Ventilátor potřebuje nejméně 110 mm.',
      'Profondeur d’encastrement dans la chape. Un ventilateur exige au moins 110 mm.',
      'Profondità di incasso nel massetto. Un ventilatore richiede almeno 110 mm.',
    ],
    unit: 'mm',
  },
  COLOUR: {
    name: ['Farbe', 'Colour', 'Barva', 'Couleur', 'Colore'],
    info: [
      'Pulverbeschichtung nach RAL; Chrom ist galvanisch veredelt und nur für schlanke Bauformen lieferbar.',
      'Powder coating to RAL; chrome is electroplated and available for slim models only.',
      'Prášková barva podle RAL; chrom je galvanicky pokovený a dodává se jen pro štíhlá provedení.',
      'Peinture poudre RAL ; le chromé est galvanisé et réservé aux modèles fins.',
      'Verniciatura a polvere RAL; il cromato è galvanico e disponibile solo per modelli sottili.',
    ],
    values: [
      [
        'RAL9016',
        [
          'Verkehrsweiß RAL 9016',
          'Traffic white RAL 9016',
          'Dopravní bílá RAL 9016',
          'Blanc signalisation RAL 9016',
          'Bianco traffico RAL 9016',
        ],
      ],
      [
        'RAL7016',
        [
          'Anthrazitgrau RAL 7016',
          'Anthracite grey RAL 7016',
          'Antracitová šedá RAL 7016',
          'Gris anthracite RAL 7016',
          'Grigio antracite RAL 7016',
        ],
      ],
      ['CHROME', ['Chrom', 'Chrome', 'Chrom', 'Chromé', 'Cromato']],
    ],
  },
  CONNECTION: {
    name: ['Anschluss', 'Connection', 'Připojení', 'Raccordement', 'Attacco'],
    info: [
      'Seite der Heizungsanschlüsse, von vorn gesehen. Der Mittenanschluss liegt unten in der Mitte (Abstand 50 mm).',
      'Side of the heating connections, seen from the front. The centre connection is at the bottom centre (50 mm apart).',
      'Strana připojení při pohledu zepředu. Středové připojení je dole uprostřed (rozteč 50 mm).',
      'Côté des raccords, vu de face. Le raccordement central est en bas au milieu (entraxe 50 mm).',
      'Lato degli attacchi visto di fronte. L’attacco centrale è in basso al centro (interasse 50 mm).',
    ],
    values: [
      ['R', ['Rechts', 'Right', 'Vpravo', 'À droite', 'Destra']],
      ['L', ['Links', 'Left', 'Vlevo', 'À gauche', 'Sinistra']],
      [
        'M',
        [
          'Mittenanschluss unten',
          'Bottom centre connection',
          'Spodní středové připojení',
          'Raccordement central en bas',
          'Attacco centrale in basso',
        ],
      ],
    ],
  },
  VALVE: {
    name: ['Ventil', 'Valve', 'Ventil', 'Vanne', 'Valvola'],
    info: [
      'Werkseitig eingebautes Ventil. Das Ventilunterteil gehört zum Mittenanschluss, das Thermostatventil zum seitlichen.',
      'Valve fitted at the factory. The valve block belongs to the centre connection, the thermostatic valve to a side one.',
      'Ventil montovaný ve výrobě. Ventilový spodek patří ke středovému připojení, termostatický ventil k bočnímu.',
      'Vanne montée en usine. Le bloc vanne va avec le raccordement central, le robinet thermostatique avec un latéral.',
      'Valvola montata in fabbrica. Il blocco valvola va con l’attacco centrale, la valvola termostatica con uno laterale.',
    ],
    values: [
      ['NONE', ['Ohne Ventil', 'No valve', 'Bez ventilu', 'Sans vanne', 'Senza valvola']],
      [
        'TRV',
        [
          'Thermostatventil',
          'Thermostatic valve',
          'Termostatický ventil',
          'Robinet thermostatique',
          'Valvola termostatica',
        ],
      ],
      [
        'TRV_M',
        [
          'Ventilunterteil für Mittenanschluss',
          'Valve block for centre connection',
          'Ventilový spodek pro středové připojení',
          'Bloc vanne pour raccordement central',
          'Blocco valvola per attacco centrale',
        ],
      ],
    ],
  },
  FAN: {
    name: ['Gebläse', 'Fan', 'Ventilátor', 'Ventilateur', 'Ventilatore'],
    info: [
      'Ein EC-Gebläse (24 V) vervielfacht die Leistung und braucht mindestens 110 mm Bautiefe.',
      'An EC fan (24 V) multiplies the output and needs a depth of at least 110 mm.',
      'EC ventilátor (24 V) násobí výkon a potřebuje hloubku nejméně 110 mm.',
      'Un ventilateur EC (24 V) multiplie la puissance et exige au moins 110 mm de profondeur.',
      'Un ventilatore EC (24 V) moltiplica la resa e richiede almeno 110 mm di profondità.',
    ],
    values: [
      [
        'NONE',
        [
          'Ohne (freie Konvektion)',
          'None (natural convection)',
          'Bez (přirozená konvekce)',
          'Sans (convection naturelle)',
          'Senza (convezione naturale)',
        ],
      ],
      [
        'EC',
        [
          'EC-Tangentialgebläse 24 V',
          'EC tangential fan 24 V',
          'EC tangenciální ventilátor 24 V',
          'Ventilateur tangentiel EC 24 V',
          'Ventilatore tangenziale EC 24 V',
        ],
      ],
    ],
  },
  GRILLE: {
    name: ['Rost', 'Grille', 'Mřížka', 'Grille', 'Griglia'],
    info: [
      'Begehbare Abdeckung. Der Linearrost aus Edelstahl ist ab 260 mm Breite lieferbar.',
      'Walk-on cover. The stainless steel linear grille is available from a width of 260 mm.',
      'Pochozí kryt. Lineární mřížka z nerezu se dodává od šířky 260 mm.',
      'Couvercle praticable. La grille linéaire inox est disponible à partir de 260 mm de largeur.',
      'Copertura calpestabile. La griglia lineare inox è disponibile da 260 mm di larghezza.',
    ],
    values: [
      [
        'ROLL_NAT',
        [
          'Rollrost Aluminium natur',
          'Roll grille, natural aluminium',
          'Rolovací mřížka, přírodní hliník',
          'Grille enroulable, aluminium naturel',
          'Griglia avvolgibile, alluminio naturale',
        ],
      ],
      [
        'ROLL_BLACK',
        [
          'Rollrost Aluminium schwarz eloxiert',
          'Roll grille, black anodised aluminium',
          'Rolovací mřížka, černě eloxovaný hliník',
          'Grille enroulable, aluminium anodisé noir',
          'Griglia avvolgibile, alluminio anodizzato nero',
        ],
      ],
      [
        'LINEAR_SS',
        [
          'Linearrost Edelstahl',
          'Linear grille, stainless steel',
          'Lineární mřížka, nerez',
          'Grille linéaire, inox',
          'Griglia lineare, acciaio inox',
        ],
      ],
    ],
  },
  MODE: {
    name: ['Betriebsart', 'Operating mode', 'Režim provozu', 'Mode de fonctionnement', 'Modalità di funzionamento'],
    info: [
      'Warmwasser über die Heizung, elektrisch über einen Heizstab, oder beides (Mischbetrieb, mit T-Stück).',
      'Hot water from the heating, electric with a heating element, or both (mixed mode, with a T-piece).',
      'Teplou vodou z topení, elektricky topnou tyčí, nebo obojí (kombinovaný provoz s T-kusem).',
      'Eau chaude du chauffage, électrique par résistance, ou les deux (mixte, avec té).',
      'Acqua calda dall’impianto, elettrico con resistenza, o entrambi (misto, con raccordo a T).',
    ],
    values: [
      ['WATER', ['Warmwasser', 'Hot water', 'Teplovodní', 'Eau chaude', 'Acqua calda']],
      ['ELECTRIC', ['Elektrisch', 'Electric', 'Elektrický', 'Électrique', 'Elettrico']],
      ['MIXED', ['Mischbetrieb', 'Mixed mode', 'Kombinovaný', 'Mixte', 'Misto']],
    ],
  },
  ROD: {
    name: ['Heizstab', 'Heating element', 'Topná tyč', 'Résistance électrique', 'Resistenza elettrica'],
    info: [
      'Elektrischer Heizstab mit Thermostat. Nötig bei elektrischem und Mischbetrieb; 900 W erst ab 1500 mm Höhe.',
      'Electric heating element with thermostat. Needed for electric and mixed mode; 900 W from a height of 1500 mm.',
      'Elektrická topná tyč s termostatem. Nutná pro elektrický a kombinovaný provoz; 900 W od výšky 1500 mm.',
      'Résistance avec thermostat. Nécessaire en mode électrique ou mixte ; 900 W à partir de 1500 mm de hauteur.',
      'Resistenza con termostato. Necessaria in modalità elettrica o mista; 900 W da 1500 mm di altezza.',
    ],
    values: [
      ['NONE', ['Ohne Heizstab', 'No heating element', 'Bez topné tyče', 'Sans résistance', 'Senza resistenza']],
      ['W300', '300 W'],
      ['W600', '600 W'],
      ['W900', '900 W'],
    ],
  },
} satisfies Record<string, SeedCharacteristic>;
type CharacteristicKey = keyof typeof CHARACTERISTICS;

const STEP_NAMES: Record<number, L5> = {
  1: ['Abmessungen', 'Dimensions', 'Rozměry', 'Dimensions', 'Dimensioni'],
  2: ['Ausführung', 'Finish', 'Provedení', 'Finition', 'Finitura'],
  3: ['Anschluss', 'Connection', 'Připojení', 'Raccordement', 'Attacco'],
};

export const PRODUCT_GROUPS: ReadonlyArray<{ key: string; name: L5; text: L5 }> = [
  {
    key: 'RAD',
    name: ['Heizkörper', 'Radiators', 'Otopná tělesa', 'Radiateurs', 'Radiatori'],
    text: [
      'Röhrenradiatoren und Kompaktheizkörper nach Maß',
      'Tubular and panel radiators made to measure',
      'Trubkové a deskové radiátory na míru',
      'Radiateurs tubulaires et à panneaux sur mesure',
      'Radiatori tubolari e a pannelli su misura',
    ],
  },
  {
    key: 'KON',
    name: ['Konvektoren', 'Convectors', 'Konvektory', 'Convecteurs', 'Convettori'],
    text: [
      'Unterflurkonvektoren für bodentiefe Verglasungen',
      'Trench convectors for floor-to-ceiling glazing',
      'Podlahové konvektory pro prosklené stěny',
      'Convecteurs de sol pour baies vitrées',
      'Convettori a pavimento per vetrate a tutta altezza',
    ],
  },
  {
    key: 'HTW',
    name: ['Badheizkörper', 'Towel warmers', 'Koupelnové radiátory', 'Sèche-serviettes', 'Scaldasalviette'],
    text: [
      'Badheizkörper für Warmwasser, Strom oder beides',
      'Towel warmers for hot water, electricity or both',
      'Koupelnové radiátory na teplou vodu, elektřinu nebo obojí',
      'Sèche-serviettes à eau chaude, électriques ou mixtes',
      'Scaldasalviette ad acqua calda, elettrici o misti',
    ],
  },
];

interface SeedStepCharacteristic {
  readonly key: CharacteristicKey;
  readonly values?: ReadonlyArray<readonly [string, L5 | string]>;
  /** Only these of the shared values (colours, connections). */
  readonly only?: readonly string[];
  readonly number?: { readonly min: number; readonly max: number; readonly increment: number };
  readonly defaultValue?: string;
}

interface SeedKmat {
  readonly number: string;
  readonly group: string;
  readonly name: L5;
  readonly steps: ReadonlyArray<ReadonlyArray<SeedStepCharacteristic>>;
  /** [characteristic, value, condition characteristic, condition values] */
  readonly requires: ReadonlyArray<readonly [CharacteristicKey, string, CharacteristicKey, readonly string[]]>;
  /** [characteristic, condition characteristic, condition values, min, max] */
  readonly ranges: ReadonlyArray<readonly [CharacteristicKey, CharacteristicKey, readonly string[], number, number]>;
  readonly base: number;
  /** [characteristic, value, amount] */
  readonly surcharges: ReadonlyArray<readonly [CharacteristicKey, string, number]>;
  /** [number characteristic, amount per unit, condition characteristic, condition value] */
  readonly perUnit: ReadonlyArray<readonly [CharacteristicKey, number, CharacteristicKey, string]>;
}

const typeNames = (types: readonly string[]) =>
  types.map((x) => [x, [`Typ ${x}`, `Type ${x}`, `Typ ${x}`, `Type ${x}`, `Tipo ${x}`]] as const);

export const KMATS: readonly SeedKmat[] = [
  {
    number: 'KMAT-KRN',
    group: 'RAD',
    name: ['Röhrenradiator', 'Tubular radiator', 'Trubkový radiátor', 'Radiateur tubulaire', 'Radiatore tubolare'],
    steps: [
      [
        { key: 'HEIGHT', values: mm([300, 500, 600, 750, 900, 1000, 1200, 1500, 1800]) },
        { key: 'COLUMNS', values: ['2', '3', '4', '5', '6'].map((c) => [c, c] as const), defaultValue: '3' },
        { key: 'LENGTH', number: { min: 200, max: 3000, increment: 50 } },
      ],
      [{ key: 'COLOUR', defaultValue: 'RAL9016' }],
      [
        { key: 'CONNECTION', defaultValue: 'R' },
        { key: 'VALVE', defaultValue: 'NONE' },
      ],
    ],
    requires: [
      ['COLUMNS', '6', 'HEIGHT', ['300', '500', '600', '750', '900', '1000']],
      ['COLOUR', 'CHROME', 'COLUMNS', ['2', '3']],
      ['VALVE', 'TRV', 'CONNECTION', ['R', 'L']],
      ['VALVE', 'TRV_M', 'CONNECTION', ['M']],
    ],
    ranges: [['LENGTH', 'HEIGHT', ['1500', '1800'], 400, 1500]],
    base: 45,
    surcharges: [
      ['COLUMNS', '3', 20],
      ['COLUMNS', '4', 40],
      ['COLUMNS', '5', 60],
      ['COLUMNS', '6', 80],
      ['COLOUR', 'RAL7016', 35],
      ['COLOUR', 'CHROME', 180],
      ['CONNECTION', 'M', 25],
      ['VALVE', 'TRV', 28.5],
      ['VALVE', 'TRV_M', 42],
    ],
    perUnit: (
      [
        ['300', 0.08],
        ['500', 0.11],
        ['600', 0.12],
        ['750', 0.14],
        ['900', 0.17],
        ['1000', 0.19],
        ['1200', 0.22],
        ['1500', 0.27],
        ['1800', 0.32],
      ] as const
    ).map(([height, amount]) => ['LENGTH', amount, 'HEIGHT', height] as const),
  },
  {
    number: 'KMAT-KV',
    group: 'RAD',
    name: [
      'Kompaktheizkörper',
      'Panel radiator',
      'Deskové otopné těleso',
      'Radiateur à panneaux',
      'Radiatore a pannelli',
    ],
    steps: [
      [
        { key: 'TYPE', values: typeNames(['10', '11', '21', '22', '33']), defaultValue: '22' },
        { key: 'HEIGHT', values: mm([300, 400, 500, 600, 900]), defaultValue: '600' },
        { key: 'LENGTH', number: { min: 400, max: 3000, increment: 100 } },
      ],
      [{ key: 'COLOUR', only: ['RAL9016', 'RAL7016'], defaultValue: 'RAL9016' }],
      [
        { key: 'CONNECTION', defaultValue: 'R' },
        { key: 'VALVE', defaultValue: 'TRV' },
      ],
    ],
    requires: [
      ['HEIGHT', '900', 'TYPE', ['21', '22', '33']],
      ['VALVE', 'TRV', 'CONNECTION', ['R', 'L']],
      ['VALVE', 'TRV_M', 'CONNECTION', ['M']],
    ],
    ranges: [['LENGTH', 'TYPE', ['10'], 400, 2000]],
    base: 20,
    surcharges: [
      ['HEIGHT', '900', 30],
      ['COLOUR', 'RAL7016', 25],
      ['CONNECTION', 'M', 12],
      ['VALVE', 'TRV', 18],
      ['VALVE', 'TRV_M', 26],
    ],
    perUnit: (
      [
        ['10', 0.045],
        ['11', 0.055],
        ['21', 0.075],
        ['22', 0.085],
        ['33', 0.12],
      ] as const
    ).map(([type, amount]) => ['LENGTH', amount, 'TYPE', type] as const),
  },
  {
    number: 'KMAT-UFK',
    group: 'KON',
    name: [
      'Unterflurkonvektor',
      'Trench convector',
      'Podlahový konvektor',
      'Convecteur de sol',
      'Convettore a pavimento',
    ],
    steps: [
      [
        { key: 'WIDTH', values: mm([180, 260, 340]), defaultValue: '260' },
        { key: 'DEPTH', values: mm([90, 110, 140]), defaultValue: '110' },
        { key: 'LENGTH', number: { min: 800, max: 5000, increment: 100 } },
      ],
      [
        { key: 'FAN', defaultValue: 'NONE' },
        { key: 'GRILLE', defaultValue: 'ROLL_NAT' },
      ],
      [{ key: 'CONNECTION', only: ['R', 'L'], defaultValue: 'R' }],
    ],
    requires: [
      ['FAN', 'EC', 'DEPTH', ['110', '140']],
      ['GRILLE', 'LINEAR_SS', 'WIDTH', ['260', '340']],
    ],
    ranges: [['LENGTH', 'DEPTH', ['90'], 800, 3000]],
    base: 60,
    surcharges: [
      ['DEPTH', '140', 15],
      ['FAN', 'EC', 240],
    ],
    perUnit: [
      ['LENGTH', 0.16, 'WIDTH', '180'],
      ['LENGTH', 0.21, 'WIDTH', '260'],
      ['LENGTH', 0.27, 'WIDTH', '340'],
      ['LENGTH', 0.03, 'GRILLE', 'ROLL_BLACK'],
      ['LENGTH', 0.09, 'GRILLE', 'LINEAR_SS'],
    ],
  },
  {
    number: 'KMAT-BHK',
    group: 'HTW',
    name: ['Badheizkörper', 'Towel warmer', 'Koupelnový radiátor', 'Sèche-serviettes', 'Scaldasalviette'],
    steps: [
      [
        { key: 'HEIGHT', values: mm([800, 1200, 1500, 1800]), defaultValue: '1200' },
        { key: 'WIDTH', values: mm([500, 600, 750]), defaultValue: '600' },
      ],
      [
        { key: 'MODE', defaultValue: 'WATER' },
        { key: 'COLOUR', defaultValue: 'RAL9016' },
      ],
      [
        { key: 'ROD', defaultValue: 'NONE' },
        { key: 'CONNECTION', defaultValue: 'M' },
      ],
    ],
    requires: [
      ['WIDTH', '750', 'HEIGHT', ['1200', '1500', '1800']],
      ['ROD', 'NONE', 'MODE', ['WATER']],
      ['ROD', 'W300', 'MODE', ['ELECTRIC', 'MIXED']],
      ['ROD', 'W600', 'MODE', ['ELECTRIC', 'MIXED']],
      ['ROD', 'W900', 'MODE', ['ELECTRIC', 'MIXED']],
      ['ROD', 'W900', 'HEIGHT', ['1500', '1800']],
    ],
    ranges: [],
    base: 89,
    surcharges: [
      ['HEIGHT', '1200', 40],
      ['HEIGHT', '1500', 85],
      ['HEIGHT', '1800', 130],
      ['WIDTH', '600', 15],
      ['WIDTH', '750', 45],
      ['COLOUR', 'RAL7016', 30],
      ['COLOUR', 'CHROME', 95],
      ['MODE', 'MIXED', 20],
      ['ROD', 'W300', 110],
      ['ROD', 'W600', 135],
      ['ROD', 'W900', 165],
    ],
    perUnit: [],
  },
];

/** Discounts in percent per product group for the first twenty customers; 100001 is the demo partner's. */
export function customerDiscounts() {
  return Array.from({ length: 20 }, (_, i) => String(100001 + i)).flatMap((customerNumber, i) =>
    PRODUCT_GROUPS.map((g, j) => ({
      customerNumber,
      productGroup: g.key,
      percent: String(i === 0 ? [32, 25, 28][j] : 15 + ((i * 7 + j * 5) % 20)),
    })),
  );
}

const texts = (objectKey: string, kind: 'name' | 'info', text: L5) =>
  LOCALES.map((language: Locale, i) => ({ objectKey, kind, language, text: text[i]! }));

/** Every row of the configurator's data, table by table. */
export function configuratorData() {
  const kmats = KMATS.map((k, i) => ({ number: k.number, productGroup: k.group, position: i + 1, currency: 'EUR' }));
  const steps = KMATS.flatMap((k) => k.steps.map((_, i) => ({ kmat: k.number, step: i + 1 })));
  const characteristics = KMATS.flatMap((k) =>
    k.steps.flatMap((step, s) =>
      step.map((c, position) => {
        const shared: SeedCharacteristic = CHARACTERISTICS[c.key];
        return {
          kmat: k.number,
          key: c.key,
          step: s + 1,
          position: position + 1,
          type: c.number ? 'number' : 'choice',
          unit: shared.unit ?? null,
          min: c.number ? String(c.number.min) : null,
          max: c.number ? String(c.number.max) : null,
          increment: c.number ? String(c.number.increment) : null,
          defaultValue: c.defaultValue ?? null,
        };
      }),
    ),
  );
  const valuesOf = (c: SeedStepCharacteristic) =>
    c.number
      ? []
      : (c.values ?? (CHARACTERISTICS[c.key] as SeedCharacteristic).values ?? []).filter(
          ([value]) => !c.only || c.only.includes(value),
        );
  const values = KMATS.flatMap((k) =>
    k.steps.flat().flatMap((c) =>
      valuesOf(c).map(([value], position) => ({
        kmat: k.number,
        characteristic: c.key,
        value,
        position: position + 1,
      })),
    ),
  );
  const constraints = KMATS.flatMap((k) => [
    ...k.requires.map(([characteristic, value, conditionCharacteristic, conditionValues]) => ({
      kmat: k.number,
      kind: 'requires',
      characteristic,
      value,
      conditionCharacteristic,
      conditionValues: [...conditionValues],
    })),
    ...k.ranges.map(([characteristic, conditionCharacteristic, conditionValues, min, max]) => ({
      kmat: k.number,
      kind: 'range',
      characteristic,
      conditionCharacteristic,
      conditionValues: [...conditionValues],
      min: String(min),
      max: String(max),
    })),
  ]);
  const prices = KMATS.flatMap((k) => [
    { kmat: k.number, kind: 'base', amount: String(k.base) },
    ...k.surcharges.map(([characteristic, value, amount]) => ({
      kmat: k.number,
      kind: 'surcharge',
      characteristic,
      value,
      amount: String(amount),
    })),
    ...k.perUnit.map(([characteristic, amount, conditionCharacteristic, conditionValue]) => ({
      kmat: k.number,
      kind: 'per_unit',
      characteristic,
      conditionCharacteristic,
      conditionValue,
      amount: String(amount),
    })),
  ]);
  const allTexts = [
    ...PRODUCT_GROUPS.flatMap((g) => [
      ...texts(`group:${g.key}`, 'name', g.name),
      ...texts(`group:${g.key}`, 'info', g.text),
    ]),
    ...KMATS.flatMap((k) => [
      ...texts(`kmat:${k.number}`, 'name', k.name),
      ...k.steps.flatMap((_, i) => texts(`step:${k.number}:${i + 1}`, 'name', STEP_NAMES[i + 1]!)),
      ...k.steps.flat().flatMap((c) => {
        const shared: SeedCharacteristic = CHARACTERISTICS[c.key];
        return [
          ...texts(`char:${k.number}:${c.key}`, 'name', shared.name),
          ...texts(`char:${k.number}:${c.key}`, 'info', shared.info),
          ...valuesOf(c).flatMap(([value, name]) =>
            texts(`value:${k.number}:${c.key}:${value}`, 'name', typeof name === 'string' ? same(name) : name),
          ),
        ];
      }),
    ]),
  ];
  return {
    groups: PRODUCT_GROUPS.map((g, i) => ({ key: g.key, position: i + 1 })),
    kmats,
    steps,
    characteristics,
    values,
    constraints,
    texts: allTexts,
    prices,
  };
}

/** The demo partner buys for customer 100001 "Haustechnik Müller GmbH". */
export const PARTNER_CUSTOMER = '100001';

export async function seedConfigurator(tx: Tx): Promise<void> {
  if (!(await firstTime(tx, 'erp-configurator'))) return;
  const data = configuratorData();
  await insertAll(tx, t.erpConfigProductGroup, data.groups);
  await insertAll(tx, t.erpConfigKmat, data.kmats);
  await insertAll(tx, t.erpConfigStep, data.steps);
  await insertAll(tx, t.erpConfigCharacteristic, data.characteristics);
  await insertAll(tx, t.erpConfigValue, data.values);
  await insertAll(tx, t.erpConfigConstraint, data.constraints);
  await insertAll(tx, t.erpConfigText, data.texts);
  await insertAll(tx, t.erpConfigPrice, data.prices);
  await insertAll(tx, t.erpConfigCustomerDiscount, customerDiscounts());
  const partner = DEMO_ACCOUNTS.find((a) => a.login === 'partner');
  if (partner)
    await insertAll(tx, t.erpCustomerUser, [
      { issuerKey: EMBEDDED_ISSUER_KEY, subject: partner.sub, customerNumber: PARTNER_CUSTOMER },
    ]);
}
