import type { OrderDelivery } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/**
 * Deliveries and shipments of the ERP stand-in's orders (issue 21 §5, docs/sales.md): the carriers
 * with the link template of their tracking pages, and one delivery per order that is ready to ship
 * or beyond. An SAP system has these as its deliveries (LIKP) and shipping data; here they are
 * made from the orders, so every data set (the demo and `seed:scale`) has them.
 */

/** The placeholder of a carrier's tracking link that the delivery's tracking number replaces. */
export const TRACKING_NUMBER_PLACEHOLDER = '{trackingNumber}';

/** The carriers and their tracking pages; the ERP (or its administrator) changes them in `erp.carrier`. */
export const CARRIERS = [
  {
    name: 'DHL',
    trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={trackingNumber}',
  },
  { name: 'DPD', trackingUrl: 'https://tracking.dpd.de/status/de_DE/parcel/{trackingNumber}' },
  { name: 'Österreichische Post', trackingUrl: 'https://www.post.at/s/sendungssuche?snr={trackingNumber}' },
  { name: 'Die Post', trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/{trackingNumber}' },
  { name: 'Planzer', trackingUrl: 'https://www.planzer.ch/de/sendungsverfolgung?number={trackingNumber}' },
  { name: 'PPL', trackingUrl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId={trackingNumber}' },
  { name: 'Colissimo', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={trackingNumber}' },
  { name: 'BRT', trackingUrl: 'https://vas.brt.it/vas/sped_det_show.htm?brtCode={trackingNumber}' },
  { name: 'InPost', trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number={trackingNumber}' },
] as const;

/** Which carrier ships to a country: two in Germany (by the order number's last digit), one elsewhere. */
const CARRIER_BY_COUNTRY: ReadonlyArray<readonly [country: string, even: string, odd: string]> = [
  ['DE', 'DHL', 'DPD'],
  ['AT', 'Österreichische Post', 'Österreichische Post'],
  ['CH', 'Die Post', 'Planzer'],
  ['CZ', 'PPL', 'PPL'],
  ['FR', 'Colissimo', 'Colissimo'],
  ['IT', 'BRT', 'BRT'],
  ['PL', 'InPost', 'InPost'],
];

/** A tracking link: the carrier's template with the number written into it (URL-encoded). */
export function trackingUrl(template: string | null, trackingNumber: string): string | null {
  if (!template || !trackingNumber) return null;
  return template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber));
}

/**
 * The carriers (kept when there), then a delivery for every order from "ready to ship" (D) on that
 * has none: produced the day before its confirmed date; shipped on that date and delivered two days
 * later once it is delivered (E) or invoiced (F), with the carrier of the customer's country and a
 * tracking number made from the order number. One statement, so it is as quick at the group's scale.
 */
export async function seedShipping(db: DbOrTx): Promise<void> {
  await db
    .insert(t.erpCarrier)
    .values(CARRIERS.map((c) => ({ ...c })))
    .onConflictDoNothing();
  const carriers = sql.join(
    CARRIER_BY_COUNTRY.map(([country, even, odd]) => sql`(${country}, ${even}, ${odd})`),
    sql`, `,
  );
  await db.execute(sql`
    with carrier_of (country, even, odd) as (values ${carriers}),
    shipped as (
      select o.number, o.company_code, o.status_key, c.postal_code, c.country,
        coalesce(o.confirmed_date, o.order_date + 14) as ship_day,
        case when right(o.number, 1)::int % 2 = 0 then k.even else k.odd end as carrier
      from erp.sales_order o
      join erp.customer c on c.number = o.customer_number
      join carrier_of k on k.country = c.country
      where o.status_key in ('D', 'E', 'F')
        and not exists (select 1 from erp.delivery d where d.order_number = o.number)
    )
    insert into erp.delivery (number, order_number, company_code, ship_to_postal_code, ship_to_country,
      produced_date, shipped_date, delivered_date, expected_date, carrier, tracking_number)
    select '80' || s.number, s.number, s.company_code, s.postal_code, s.country,
      s.ship_day - 1,
      case when s.status_key in ('E', 'F') then s.ship_day end,
      case when s.status_key in ('E', 'F') then s.ship_day + 2 end,
      s.ship_day + 2,
      case when s.status_key in ('E', 'F') then s.carrier else '' end,
      case when s.status_key in ('E', 'F') then '00340' || lpad(s.number, 15, '0') else '' end
    from shipped s
    on conflict do nothing`);
}

/** An order's deliveries, oldest first, each with the link to its carrier's tracking page once shipped. */
export async function orderDeliveries(db: DbOrTx, orderNumber: string): Promise<OrderDelivery[]> {
  const found = await db
    .select({
      number: t.erpDelivery.number,
      carrier: t.erpDelivery.carrier,
      trackingNumber: t.erpDelivery.trackingNumber,
      template: t.erpCarrier.trackingUrl,
      producedDate: t.erpDelivery.producedDate,
      shippedDate: t.erpDelivery.shippedDate,
      deliveredDate: t.erpDelivery.deliveredDate,
      expectedDate: t.erpDelivery.expectedDate,
    })
    .from(t.erpDelivery)
    .leftJoin(t.erpCarrier, eq(t.erpCarrier.name, t.erpDelivery.carrier))
    .where(eq(t.erpDelivery.orderNumber, orderNumber))
    .orderBy(asc(t.erpDelivery.expectedDate), asc(t.erpDelivery.number));
  return found.map(({ template, ...d }) => ({
    ...d,
    trackingUrl: d.shippedDate ? trackingUrl(template, d.trackingNumber) : null,
  }));
}
