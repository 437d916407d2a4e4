import type { Additive, Allergen, Locale } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { newPdf } from '../../exports/pdf';
import { type ServerTextKey, serverText } from '../../i18n';
import * as store from './store';

/**
 * The meal plan as a PDF (docs/canteen.md "Meal plan"), made from the canteens' plans of the
 * current week (Monday to Sunday in each canteen's time zone, by the database clock): per canteen
 * and day the plans people may already see, each dish with its price and its allergens and
 * additives named in the reader's language. Undefined when no canteen has a visible plan this week.
 */
export async function mealPlanPdf(db: DbOrTx, locale: Locale): Promise<Buffer | undefined> {
  const t = (key: ServerTextKey<'canteen'>, values?: Record<string, string | number>) =>
    serverText('canteen', locale, key, values);
  const now = new Date(await store.databaseNow(db));
  const weeks = [];
  for (const canteen of await store.listCanteens(db)) {
    const { monday, sunday } = weekAround(now, canteen.timeZone);
    const plans = await store.listPlans(db, canteen.applicationId, { from: monday, to: sunday, visibleOnly: true });
    if (plans.length === 0) continue;
    const details = await store.planDetails(
      db,
      plans.map((p) => p.id),
    );
    weeks.push({ canteen, monday, sunday, plans: plans.map((p) => ({ plan: p, items: details.get(p.id) ?? [] })) });
  }
  if (weeks.length === 0) return undefined;

  const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const short = (iso: string) => day(iso, { day: 'numeric', month: 'long', year: 'numeric' });
  const { doc, bytes } = newPdf({
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    info: { Title: t('mealPlan.title'), Creator: 'Portal' },
    lang: locale,
  });
  const width = doc.page.width - 100;
  doc.font('Sans-Bold').fontSize(20).text(t('mealPlan.title'));
  for (const week of weeks) {
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: week.canteen.currency });
    doc.moveDown(0.8).font('Sans-Bold').fontSize(14).fillColor('#ef7d00').text(week.canteen.name);
    doc
      .font('Sans')
      .fontSize(10)
      .fillColor('#000')
      .text(t('mealPlan.week', { from: short(week.monday), to: short(week.sunday) }));
    for (const { plan, items } of week.plans) {
      doc.moveDown(0.6).font('Sans-Bold').fontSize(12);
      doc.text(`${day(plan.date, { weekday: 'long', day: 'numeric', month: 'long' })} – ${plan.name}`);
      for (const item of items) {
        doc.moveDown(0.25).font('Sans-Bold').fontSize(10.5);
        const name = item.isDefault ? `${item.articleName} (${t('mealPlan.default')})` : item.articleName;
        doc.text(`${name}  ${price.format(Number(item.articlePrice))}`, { width });
        doc.font('Sans').fontSize(9);
        if (item.articleDescription) doc.text(item.articleDescription, { width });
        const allergens = (item.allergens as Allergen[]).map((a) => t(`mealPlan.allergen.${a}` as never));
        const additives = (item.additives as Additive[]).map((a) => t(`mealPlan.additive.${a}` as never));
        doc.text(
          `${t('mealPlan.allergens')}: ${allergens.length > 0 ? allergens.join(', ') : t('mealPlan.noAllergens')}` +
            (additives.length > 0 ? `; ${t('mealPlan.additives')}: ${additives.join(', ')}` : ''),
          { width },
        );
      }
    }
  }
  doc.end();
  return bytes;
}

/** Monday and Sunday (ISO days) of the week holding `now` in the time zone. */
export function weekAround(now: Date, timeZone: string): { monday: string; sunday: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  const fromMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - fromMonday * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { monday: monday.toISOString().slice(0, 10), sunday: sunday.toISOString().slice(0, 10) };
}
