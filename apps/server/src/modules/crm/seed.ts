import type { CrmDivision, CrmProject } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { demoUuid, firstTime } from '../../db/seed-support';

/**
 * Sample CRM data for the dealer finder (READING.md: the CRM stand-in), labelled as such: product
 * lines of the two divisions and dealers in the group's countries at real town positions.
 * Deterministic (ids from names) and written once, so an operator's removal sticks.
 */

export const SAMPLE_PRODUCTS: ReadonlyArray<{
  productKey: string;
  productName: string;
  branchSubCode: string;
  division: CrmDivision;
}> = [
  { productKey: 'RAD', productName: 'Heizkörper', branchSubCode: 'HZ01', division: 'heating' },
  { productKey: 'DESIGN', productName: 'Designheizkörper', branchSubCode: 'HZ01', division: 'heating' },
  { productKey: 'KONV', productName: 'Unterflurkonvektoren', branchSubCode: 'HZ02', division: 'heating' },
  { productKey: 'FBH', productName: 'Fußbodenheizung', branchSubCode: 'HZ03', division: 'heating' },
  { productKey: 'WP', productName: 'Wärmepumpen', branchSubCode: 'HZ04', division: 'heating' },
  { productKey: 'KWL', productName: 'Kontrollierte Wohnraumlüftung', branchSubCode: 'HZ05', division: 'heating' },
  { productKey: 'DUSCH', productName: 'Duschabtrennungen', branchSubCode: 'SA01', division: 'sanitary' },
  { productKey: 'WANNE', productName: 'Badewannenaufsätze', branchSubCode: 'SA01', division: 'sanitary' },
  { productKey: 'TASSE', productName: 'Duschwannen', branchSubCode: 'SA02', division: 'sanitary' },
];

/** The sample product lines' names in the other interface languages (German is the product's own). */
export const SAMPLE_PRODUCT_NAMES: Readonly<Record<string, Readonly<Record<'en' | 'cs' | 'fr' | 'it', string>>>> = {
  RAD: { en: 'Radiators', cs: 'Radiátory', fr: 'Radiateurs', it: 'Radiatori' },
  DESIGN: { en: 'Designer radiators', cs: 'Designové radiátory', fr: 'Radiateurs design', it: 'Radiatori di design' },
  KONV: {
    en: 'Trench convectors',
    cs: 'Podlahové konvektory',
    fr: 'Convecteurs encastrés au sol',
    it: 'Convettori a pavimento',
  },
  FBH: {
    en: 'Underfloor heating',
    cs: 'Podlahové vytápění',
    fr: 'Chauffage par le sol',
    it: 'Riscaldamento a pavimento',
  },
  WP: { en: 'Heat pumps', cs: 'Tepelná čerpadla', fr: 'Pompes à chaleur', it: 'Pompe di calore' },
  KWL: {
    en: 'Controlled home ventilation',
    cs: 'Řízené větrání obytných prostor',
    fr: 'Ventilation mécanique contrôlée',
    it: 'Ventilazione meccanica controllata',
  },
  DUSCH: { en: 'Shower enclosures', cs: 'Sprchové zástěny', fr: 'Parois de douche', it: 'Box doccia' },
  WANNE: { en: 'Bath screens', cs: 'Vanové zástěny', fr: 'Pare-baignoires', it: 'Pareti per vasca' },
  TASSE: { en: 'Shower trays', cs: 'Sprchové vaničky', fr: 'Receveurs de douche', it: 'Piatti doccia' },
};

/**
 * [town, postal code, country, latitude, longitude, dialling prefix, three dealers as [name, street]]:
 * the first an installer of heating and sanitary work for every kind of project, the second a
 * bathroom and radiator specialist for renovations, the third a building-services firm for new
 * buildings. Names and streets as a firm of the trade there would have them.
 */
type Town = readonly [string, string, string, number, number, string, ReadonlyArray<readonly [string, string]>];
const TOWNS: ReadonlyArray<Town> = [
  [
    'München',
    '80331',
    'DE',
    48.1374,
    11.5755,
    '+49 89',
    [
      ['Huber Haustechnik GmbH', 'Sendlinger Straße 41'],
      ['Bäderwelt Obermaier', 'Lindwurmstraße 88'],
      ['Gebäudetechnik Wimmer & Söhne GmbH', 'Landsberger Straße 302'],
    ],
  ],
  [
    'Augsburg',
    '86150',
    'DE',
    48.3705,
    10.8978,
    '+49 821',
    [
      ['Schuster Heizung und Sanitär GmbH', 'Gögginger Straße 55'],
      ['Bad & Raum Lechner', 'Jakoberstraße 12'],
      ['Fuggerstadt Energietechnik GmbH', 'Haunstetter Straße 112'],
    ],
  ],
  [
    'Stuttgart',
    '70173',
    'DE',
    48.7758,
    9.1829,
    '+49 711',
    [
      ['Haustechnik Maier GmbH & Co. KG', 'Rotebühlstraße 90'],
      ['Bäder Kübler', 'Tübinger Straße 21'],
      ['Neckar Gebäudetechnik GmbH', 'Heilbronner Straße 190'],
    ],
  ],
  [
    'Frankfurt am Main',
    '60311',
    'DE',
    50.1109,
    8.6821,
    '+49 69',
    [
      ['Heizungsbau Weber GmbH', 'Hanauer Landstraße 150'],
      ['Badstudio Schäfer', 'Berger Straße 77'],
      ['Main Energie- und Gebäudetechnik GmbH', 'Mainzer Landstraße 201'],
    ],
  ],
  [
    'Köln',
    '50667',
    'DE',
    50.9375,
    6.9603,
    '+49 221',
    [
      ['Schmitz Sanitär- und Heizungstechnik GmbH', 'Aachener Straße 240'],
      ['Bäderhaus Hoffmann', 'Venloer Straße 118'],
      ['Rheinland Haustechnik GmbH', 'Dürener Straße 401'],
    ],
  ],
  [
    'Hamburg',
    '20095',
    'DE',
    53.5511,
    9.9937,
    '+49 40',
    [
      ['Hansen Wärme & Wasser GmbH', 'Wandsbeker Chaussee 66'],
      ['Badkontor Petersen', 'Eppendorfer Weg 171'],
      ['Elbe Gebäudetechnik GmbH', 'Billstraße 28'],
    ],
  ],
  [
    'Berlin',
    '10117',
    'DE',
    52.52,
    13.405,
    '+49 30',
    [
      ['Krüger Haustechnik GmbH', 'Frankfurter Allee 102'],
      ['Badmanufaktur Lehmann', 'Kastanienallee 34'],
      ['Spree Energietechnik GmbH', 'Oberlandstraße 26'],
    ],
  ],
  [
    'Leipzig',
    '04109',
    'DE',
    51.3397,
    12.3731,
    '+49 341',
    [
      ['Richter Heizung Sanitär GmbH', 'Karl-Liebknecht-Straße 54'],
      ['Bäderstudio Vogel', 'Georg-Schwarz-Straße 15'],
      ['Mitteldeutsche Gebäudetechnik GmbH', 'Torgauer Straße 231'],
    ],
  ],
  [
    'Wien',
    '1010',
    'AT',
    48.2082,
    16.3738,
    '+43 1',
    [
      ['Gruber Installationen GmbH', 'Wiedner Hauptstraße 63'],
      ['Bäderwelt Pichler', 'Mariahilfer Straße 117'],
      ['Donau Haustechnik GmbH', 'Brünner Straße 131'],
    ],
  ],
  [
    'Salzburg',
    '5020',
    'AT',
    47.8095,
    13.055,
    '+43 662',
    [
      ['Haustechnik Moser GmbH', 'Alpenstraße 48'],
      ['Bad & Wohlfühlen Eder', 'Linzer Gasse 29'],
      ['Salzach Energietechnik GmbH', 'Münchner Bundesstraße 104'],
    ],
  ],
  [
    'Innsbruck',
    '6020',
    'AT',
    47.2692,
    11.4041,
    '+43 512',
    [
      ['Hofer Heizung Sanitär GmbH', 'Amraser Straße 82'],
      ['Tiroler Bäderstudio Mair', 'Museumstraße 19'],
      ['Alpen Gebäudetechnik GmbH', 'Grabenweg 68'],
    ],
  ],
  [
    'Zürich',
    '8001',
    'CH',
    47.3769,
    8.5417,
    '+41 44',
    [
      ['Meier Haustechnik AG', 'Badenerstrasse 255'],
      ['Bäderstudio Keller', 'Seefeldstrasse 90'],
      ['Limmat Gebäudetechnik AG', 'Hardturmstrasse 131'],
    ],
  ],
  [
    'Bern',
    '3011',
    'CH',
    46.948,
    7.4474,
    '+41 31',
    [
      ['Zaugg Heizung Sanitär AG', 'Freiburgstrasse 130'],
      ['Bad & Form Gerber', 'Kramgasse 52'],
      ['Aare Energietechnik AG', 'Wankdorffeldstrasse 98'],
    ],
  ],
  [
    'St. Gallen',
    '9000',
    'CH',
    47.4245,
    9.3767,
    '+41 71',
    [
      ['Sutter Haustechnik AG', 'Rorschacher Strasse 150'],
      ['Bäderwerkstatt Frei', 'Multergasse 8'],
      ['Ostschweizer Gebäudetechnik AG', 'Zürcher Strasse 204'],
    ],
  ],
  [
    'Lausanne',
    '1003',
    'CH',
    46.5197,
    6.6323,
    '+41 21',
    [
      ['Favre Chauffage Sanitaire SA', 'Avenue de Morges 58'],
      ['Salles de bains Rochat', 'Rue de Bourg 27'],
      ['Léman Technique du Bâtiment SA', 'Chemin du Martinet 28'],
    ],
  ],
  [
    'Praha',
    '110 00',
    'CZ',
    50.0755,
    14.4378,
    '+420 2',
    [
      ['Novák Topení a voda s.r.o.', 'Vinohradská 112'],
      ['Koupelny Dvořák', 'Karlova 14'],
      ['Vltava Technika budov a.s.', 'Poděbradská 56'],
    ],
  ],
  [
    'Brno',
    '602 00',
    'CZ',
    49.1951,
    16.6068,
    '+420 5',
    [
      ['Svoboda Instalace s.r.o.', 'Kounicova 35'],
      ['Koupelnové studio Procházka', 'Masarykova 21'],
      ['Morava Energotechnika s.r.o.', 'Vídeňská 89'],
    ],
  ],
  [
    'Lyon',
    '69001',
    'FR',
    45.764,
    4.8357,
    '+33 4',
    [
      ['Martin Chauffage Sanitaire SARL', 'Rue de la République 45'],
      ['Salles de Bains Bernard', 'Rue Mercière 18'],
      ['Rhône Génie Climatique SAS', 'Avenue Jean Jaurès 210'],
    ],
  ],
  [
    'Strasbourg',
    '67000',
    'FR',
    48.5734,
    7.7521,
    '+33 3',
    [
      ['Muller Chauffage SARL', 'Route de Schirmeck 88'],
      ['Bains & Confort Schneider', 'Grand Rue 64'],
      ['Alsace Énergies Bâtiment SAS', 'Rue du Port du Rhin 12'],
    ],
  ],
  [
    'Milano',
    '20121',
    'IT',
    45.4642,
    9.19,
    '+39 02',
    [
      ['Rossi Impianti Termoidraulici S.r.l.', 'Via Padova 120'],
      ['Arredobagno Colombo', 'Corso di Porta Ticinese 48'],
      ['Lombarda Tecnologie Edilizie S.p.A.', 'Viale Monza 265'],
    ],
  ],
  [
    'Bolzano',
    '39100',
    'IT',
    46.4983,
    11.3548,
    '+39 0471',
    [
      ['Pircher Haustechnik GmbH', 'Via Macello 32'],
      ['Bagni Gamper', 'Via dei Portici 36'],
      ['Alto Adige Impianti S.r.l.', 'Via Galvani 12'],
    ],
  ],
  [
    'Warszawa',
    '00-001',
    'PL',
    52.2297,
    21.0122,
    '+48 22',
    [
      ['Kowalski Instalacje Sp. z o.o.', 'ul. Grójecka 130'],
      ['Łazienki Nowak', 'ul. Marszałkowska 84'],
      ['Wisła Technika Budynków S.A.', 'ul. Połczyńska 31'],
    ],
  ],
  [
    'Kraków',
    '31-042',
    'PL',
    50.0647,
    19.945,
    '+48 12',
    [
      ['Wiśniewski Ogrzewanie i Sanitariaty Sp. z o.o.', 'ul. Wielicka 72'],
      ['Studio Łazienek Wójcik', 'ul. Długa 41'],
      ['Małopolska Technika Grzewcza Sp. z o.o.', 'ul. Półłanki 18'],
    ],
  ],
];

/** [projects, product keys] of the three kinds of dealer in each town. */
const KINDS: ReadonlyArray<readonly [CrmProject[], string[]]> = [
  [
    ['newBuilding', 'renovation', 'maintenance'],
    ['RAD', 'DESIGN', 'FBH', 'WP'],
  ],
  [
    ['renovation', 'maintenance'],
    ['RAD', 'DESIGN', 'DUSCH', 'WANNE', 'TASSE'],
  ],
  [['newBuilding'], ['KONV', 'FBH', 'WP', 'KWL']],
];

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // Wärme → Warme, not War-me
    .replace(/ł/g, 'l')
    .replace(/\b(gmbh|ag|sa|sarl|sas|s\.?r\.?l|s\.?p\.?a|s\.?r\.?o|a\.?s|sp\. z o\.o|co\. kg)\b\.?/gi, ' ')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

export function sampleDealers() {
  return TOWNS.flatMap(([town, postalCode, country, latitude, longitude, dialling, firms], t) =>
    firms.map(([accountName, street], k) => {
      const [projects, products] = KINDS[k]!;
      const slug = slugOf(accountName);
      const number = 4000 + ((t * 37 + k * 211) % 5000);
      return {
        id: demoUuid('crm-demo', 'dealer', accountName),
        accountName,
        street,
        postalCode,
        city: town,
        country,
        telephoneAccount: `${dialling} ${number} ${10 + k * 7}`,
        fax: k === 0 ? `${dialling} ${number} ${99}` : null,
        emailAccount: `info@${slug}.example`,
        websiteUrl: `https://www.${slug}.example`,
        // A few hundred metres apart, so a town's dealers are not on one point of the map.
        latitude: latitude + (k - 1) * 0.004,
        longitude: longitude + (k - 1) * 0.006,
        projects,
        products,
      };
    }),
  );
}

export async function seedCrm(tx: Tx): Promise<void> {
  await seedSampleProducts(tx);
  await seedSampleProductNames(tx);
}

async function seedSampleProducts(tx: Tx): Promise<void> {
  if (!(await firstTime(tx, 'crm:sample'))) return;
  for (const p of SAMPLE_PRODUCTS) {
    await tx.execute(sql`
      insert into crm.product (product_key, product_name, branch_sub_code, division)
      values (${p.productKey}, ${p.productName}, ${p.branchSubCode}, ${p.division}) on conflict do nothing`);
  }
  for (const d of sampleDealers()) {
    await tx.execute(sql`
      insert into crm.dealer (id, account_name, street, postal_code, city, country, telephone_account, fax,
                              email_account, website_url, latitude, longitude, projects)
      values (${d.id}, ${d.accountName}, ${d.street}, ${d.postalCode}, ${d.city}, ${d.country}, ${d.telephoneAccount},
              ${d.fax}, ${d.emailAccount}, ${d.websiteUrl}, ${d.latitude}, ${d.longitude},
              array(select jsonb_array_elements_text(${JSON.stringify(d.projects)}::jsonb)))
      on conflict do nothing`);
    for (const productKey of d.products) {
      await tx.execute(sql`
        insert into crm.dealer_product (dealer_id, product_key) values (${d.id}, ${productKey}) on conflict do nothing`);
    }
  }
}

/**
 * Written once, on its own, so databases seeded before the names existed get them at their next
 * start; only for sample products still there, so an operator's removal sticks.
 */
async function seedSampleProductNames(tx: Tx): Promise<void> {
  if (!(await firstTime(tx, 'crm:sample-product-names'))) return;
  for (const [productKey, names] of Object.entries(SAMPLE_PRODUCT_NAMES)) {
    for (const [language, name] of Object.entries(names)) {
      await tx.execute(sql`
        insert into crm.product_name (product_key, language, name)
        select ${productKey}, ${language}, ${name} where exists (select 1 from crm.product where product_key = ${productKey})
        on conflict do nothing`);
    }
  }
}
