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

/** [town, postal code, country, latitude, longitude] */
const TOWNS: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['München', '80331', 'DE', 48.1374, 11.5755],
  ['Augsburg', '86150', 'DE', 48.3705, 10.8978],
  ['Stuttgart', '70173', 'DE', 48.7758, 9.1829],
  ['Frankfurt am Main', '60311', 'DE', 50.1109, 8.6821],
  ['Köln', '50667', 'DE', 50.9375, 6.9603],
  ['Hamburg', '20095', 'DE', 53.5511, 9.9937],
  ['Berlin', '10117', 'DE', 52.52, 13.405],
  ['Leipzig', '04109', 'DE', 51.3397, 12.3731],
  ['Wien', '1010', 'AT', 48.2082, 16.3738],
  ['Salzburg', '5020', 'AT', 47.8095, 13.055],
  ['Innsbruck', '6020', 'AT', 47.2692, 11.4041],
  ['Zürich', '8001', 'CH', 47.3769, 8.5417],
  ['Bern', '3011', 'CH', 46.948, 7.4474],
  ['St. Gallen', '9000', 'CH', 47.4245, 9.3767],
  ['Lausanne', '1003', 'CH', 46.5197, 6.6323],
  ['Praha', '110 00', 'CZ', 50.0755, 14.4378],
  ['Brno', '602 00', 'CZ', 49.1951, 16.6068],
  ['Lyon', '69001', 'FR', 45.764, 4.8357],
  ['Strasbourg', '67000', 'FR', 48.5734, 7.7521],
  ['Milano', '20121', 'IT', 45.4642, 9.19],
  ['Bolzano', '39100', 'IT', 46.4983, 11.3548],
];

/** [name pattern, street, projects, product keys]: three kinds of dealer per town. */
const KINDS: ReadonlyArray<readonly [string, string, CrmProject[], string[]]> = [
  [
    'Haustechnik {town}',
    'Industriestraße 12',
    ['newBuilding', 'renovation', 'maintenance'],
    ['RAD', 'DESIGN', 'FBH', 'WP'],
  ],
  ['Bad & Wärme {town}', 'Marktplatz 3', ['renovation', 'maintenance'], ['RAD', 'DESIGN', 'DUSCH', 'WANNE', 'TASSE']],
  ['Gebäudetechnik Zentrum {town}', 'Gewerbepark 7', ['newBuilding'], ['KONV', 'FBH', 'WP', 'KWL']],
];

export function sampleDealers() {
  return TOWNS.flatMap(([town, postalCode, country, latitude, longitude], t) =>
    KINDS.map(([pattern, street, projects, products], k) => {
      const accountName = pattern.replace('{town}', town);
      const slug = accountName
        .normalize('NFD')
        .replace(/\p{M}/gu, '') // Wärme → Warme, not War-me
        .replace(/[^\w]+/g, '-')
        .toLowerCase();
      return {
        id: demoUuid('crm-demo', 'dealer', accountName),
        accountName,
        street,
        postalCode,
        city: town,
        country,
        telephoneAccount: `+00 ${100 + t} ${2000 + k * 111}`,
        fax: k === 0 ? `+00 ${100 + t} ${2000 + k * 111 + 1}` : null,
        emailAccount: `info@${slug}.example`,
        websiteUrl: `https://${slug}.example`,
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
