import type { Additive, Allergen } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { demoUuid, firstTime } from '../../db/seed-support';

/**
 * Demo canteens, their articles and plans for the current and the next week. Deterministic ids
 * (derived from names and days) and idempotent: each canteen, each article and each week's plans
 * are written once (recorded in portal.seed_applied), so a staff member's later change or deletion
 * survives restarts, and a demo started next month still has plans to order from.
 */

interface DemoCanteen {
  applicationId: string;
  name: string;
  timeZone: string;
  currency: string;
  pickUpLocations: string[];
  pickUpTimes: string[];
  /** [name, description, price] */
  dishes: Array<[string, string, string]>;
  defaults: Array<[string, string, string]>;
}

export const DEMO_CANTEENS: DemoCanteen[] = [
  {
    applicationId: 'hauptsitz',
    name: 'Personalrestaurant Hauptsitz',
    timeZone: 'Europe/Zurich',
    currency: 'CHF',
    pickUpLocations: ['Ausgabe 1', 'Ausgabe 2', 'Take-away'],
    pickUpTimes: ['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00'],
    dishes: [
      ['Zürcher Geschnetzeltes', 'mit Rösti', '14.50'],
      ['Gemüsecurry', 'mit Basmatireis (vegan)', '11.90'],
      ['Älplermagronen', 'mit Apfelmus', '12.50'],
      ['Fischknusperli', 'mit Kartoffelsalat', '13.80'],
      ['Pouletbrust', 'mit Ofengemüse', '13.20'],
      ['Spinatknödel', 'mit brauner Butter', '11.50'],
    ],
    defaults: [
      ['Salatbuffet', 'klein', '4.50'],
      ['Tagessuppe', '', '3.80'],
      ['Mineralwasser', '0,5 l', '2.20'],
    ],
  },
  {
    applicationId: 'werk-nord',
    name: 'Betriebskantine Werk Nord',
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    pickUpLocations: ['Kantine', 'Halle 3'],
    pickUpTimes: ['11:00', '11:30', '12:00', '12:30'],
    dishes: [
      ['Schnitzel Wiener Art', 'mit Pommes frites', '7.90'],
      ['Linseneintopf', 'mit Würstchen', '5.50'],
      ['Käsespätzle', 'mit Röstzwiebeln', '6.40'],
      ['Gemüselasagne', 'vegetarisch', '6.20'],
      ['Currywurst', 'mit Brötchen', '4.90'],
    ],
    defaults: [
      ['Beilagensalat', '', '1.80'],
      ['Dessert des Tages', '', '1.50'],
    ],
  },
];

/**
 * What the demo dishes declare (Regulation (EU) No 1169/2011 Annex II; additives as on German menus),
 * by article name: [allergens, additives].
 */
export const DEMO_DECLARATIONS: Readonly<Record<string, readonly [Allergen[], Additive[]]>> = {
  'Zürcher Geschnetzeltes': [['milk', 'celery'], []],
  Gemüsecurry: [['celery', 'mustard'], []],
  Älplermagronen: [['gluten', 'eggs', 'milk'], []],
  Fischknusperli: [['gluten', 'eggs', 'fish', 'mustard'], []],
  Pouletbrust: [['celery'], []],
  Spinatknödel: [['gluten', 'eggs', 'milk'], []],
  Salatbuffet: [['mustard', 'sulphites'], []],
  Tagessuppe: [['gluten', 'celery'], ['flavourEnhancer']],
  Mineralwasser: [[], []],
  'Schnitzel Wiener Art': [['gluten', 'eggs'], []],
  Linseneintopf: [
    ['celery', 'mustard'],
    ['preservative', 'phosphate'],
  ],
  Käsespätzle: [['gluten', 'eggs', 'milk'], []],
  Gemüselasagne: [['gluten', 'eggs', 'milk', 'celery'], []],
  Currywurst: [
    ['gluten', 'mustard', 'celery'],
    ['preservative', 'phosphate', 'sweetener'],
  ],
  Beilagensalat: [['mustard'], []],
  'Dessert des Tages': [['eggs', 'milk'], ['colouring']],
};

/** A stable UUID for a demo row, from what it is. */
export function demoId(...parts: string[]): string {
  return demoUuid('canteen-demo', ...parts);
}

export async function seedCanteen(tx: Tx): Promise<void> {
  for (const canteen of DEMO_CANTEENS) {
    if (await firstTime(tx, `canteen:${canteen.applicationId}`)) {
      await tx.execute(sql`
        insert into canteen.canteen (application_id, name, time_zone, currency, pick_up_locations, pick_up_times)
        values (${canteen.applicationId}, ${canteen.name}, ${canteen.timeZone}, ${canteen.currency},
                array(select jsonb_array_elements_text(${JSON.stringify(canteen.pickUpLocations)}::jsonb)),
                array(select jsonb_array_elements_text(${JSON.stringify(canteen.pickUpTimes)}::jsonb)))
        on conflict do nothing`);
      const all = [
        ...canteen.dishes.map((d) => [...d, false] as const),
        ...canteen.defaults.map((d) => [...d, true] as const),
      ];
      for (const [name, description, price, isDefault] of all) {
        await tx.execute(sql`
          insert into canteen.article (id, application_id, name, description, article_price, is_default)
          values (${demoId(canteen.applicationId, name)}, ${canteen.applicationId}, ${name}, ${description},
                  ${price}::numeric, ${isDefault})
          on conflict do nothing`);
      }
    }
    // Declared once, also on demo articles made before articles had allergens; a kitchen's later edit stays.
    if (await firstTime(tx, `canteen:${canteen.applicationId}:declarations`)) {
      for (const [name, [allergens, additives]] of Object.entries(DEMO_DECLARATIONS)) {
        await tx.execute(sql`
          update canteen.article set allergens = array(select jsonb_array_elements_text(${JSON.stringify(allergens)}::jsonb)),
                 additives = array(select jsonb_array_elements_text(${JSON.stringify(additives)}::jsonb))
           where id = ${demoId(canteen.applicationId, name)} and allergens = '{}' and additives = '{}'`);
      }
    }
    await seedWeeks(tx, canteen);
  }
}

/** Monday to Friday of this week and the next, by the canteen's calendar; each week once. */
async function seedWeeks(tx: Tx, canteen: DemoCanteen): Promise<void> {
  const [exists] = await rows(tx, sql`select 1 from canteen.canteen where application_id = ${canteen.applicationId}`);
  if (!exists) return; // removed by an operator: leave it removed
  const mondays = await rows<{ monday: string }>(
    tx,
    sql`select (date_trunc('week', now() at time zone ${canteen.timeZone})::date + w * 7)::text as monday
          from generate_series(0, 1) as w`,
  );
  for (const { monday } of mondays) {
    if (!(await firstTime(tx, `canteen:${canteen.applicationId}:week:${monday}`))) continue;
    for (let day = 0; day < 5; day++) {
      const [{ date } = { date: '' }] = await rows<{ date: string }>(
        tx,
        sql`select (${monday}::date + ${day}::int)::text as date`,
      );
      const planId = demoId(canteen.applicationId, 'plan', date);
      // Orders close at 09:30 on the day; the plan shows from the Monday of the week before.
      await tx.execute(sql`
        insert into canteen.plan (id, application_id, date, name, include_default_articles, visible_from, orderable_until)
        values (${planId}, ${canteen.applicationId}, ${date}::date, 'Mittagsmenü', true,
                ((${monday}::date - 7)::timestamp) at time zone ${canteen.timeZone},
                (${date}::date + time '09:30') at time zone ${canteen.timeZone})
        on conflict do nothing`);
      const offered = [0, 1, 2].map((k) => canteen.dishes[(day * 2 + k) % canteen.dishes.length]!);
      for (const [position, [name]] of offered.entries()) {
        await tx.execute(sql`
          insert into canteen.plan_detail (id, plan_id, article_id, article_price, article_name, article_description,
                                           allergens, additives, position)
          select ${demoId(planId, name)}, ${planId}, a.id, a.article_price, a.name, a.description, a.allergens,
                 a.additives, ${position}
            from canteen.article a where a.id = ${demoId(canteen.applicationId, name)} and a.deleted_at is null
          on conflict do nothing`);
      }
    }
  }
}
