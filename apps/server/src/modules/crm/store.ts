import {
  DEFAULT_LOCALE,
  type DealerEntry,
  type DealerSearchProduct,
  type DealerSearchQuery,
  type Locale,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client';

/** How far the finder looks around a position, and how many dealers it names at most. */
export const SEARCH_RADIUS_KM = 150;
export const MAX_DEALERS = 25;

/** A product's name in the language: its translation, else its own (German) name. */
const productNameIn = (locale: Locale) =>
  sql`coalesce((select n.name from crm.product_name n where n.product_key = p.product_key and n.language = ${locale}),
               p.product_name)`;

export async function listProducts(
  db: DbOrTx,
  filter: { division?: string | undefined; branchSubCodeKey?: string | undefined },
  locale: Locale = DEFAULT_LOCALE,
): Promise<DealerSearchProduct[]> {
  return rows<DealerSearchProduct>(
    db,
    sql`select ${productNameIn(locale)} as "productName", p.product_key as "productKey", p.branch_sub_code as "branchSubCode"
          from crm.product p
         where (${filter.division ?? null}::text is null or p.division = ${filter.division ?? null}::text)
           and (${filter.branchSubCodeKey ?? null}::text is null or p.branch_sub_code = ${filter.branchSubCodeKey ?? null}::text)
         order by "productName", "productKey"`,
  );
}

/**
 * Dealers matching every filter given: in the country, taking on the kind of project, carrying
 * every product asked for (and, with a division, at least one product of it). With a position the
 * nearest within SEARCH_RADIUS_KM come first, each with its distance as `radius` (great-circle,
 * haversine); without one, by name. A dealer's products are those of the division when one is given.
 */
export async function searchDealers(
  db: DbOrTx,
  query: DealerSearchQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<DealerEntry[]> {
  const lat = query.latitude ?? null;
  const lon = query.longitude ?? null;
  const division = query.division ?? null;
  const keys = JSON.stringify(query.productKeys ?? []);
  const found = await rows<DealerEntry & { radius: number | string }>(
    db,
    sql`with wanted as (select jsonb_array_elements_text(${keys}::jsonb) as product_key),
         candidate as (
           select d.*,
                  case when ${lat}::float8 is null then 0::float8
                       else 2 * 6371.0088 * asin(sqrt(
                              power(sin(radians(d.latitude - ${lat}::float8) / 2), 2)
                            + cos(radians(${lat}::float8)) * cos(radians(d.latitude))
                            * power(sin(radians(d.longitude - ${lon}::float8) / 2), 2)))
                  end as distance
             from crm.dealer d
            where (${query.country ?? null}::text is null or d.country = ${query.country ?? null}::text)
              and (${query.project ?? null}::text is null or ${query.project ?? null}::text = any(d.projects))
              and (${division}::text is null or exists (
                    select 1 from crm.dealer_product x join crm.product p on p.product_key = x.product_key
                     where x.dealer_id = d.id and p.division = ${division}::text))
              and not exists (
                    select 1 from wanted w
                     where not exists (select 1 from crm.dealer_product x
                                        where x.dealer_id = d.id and x.product_key = w.product_key)))
       select c.account_name as "accountName", c.street, c.postal_code as "postalCode", c.city, c.country,
              c.telephone_account as "telephoneAccount", c.fax, c.email_account as "emailAccount",
              c.website_url as "websiteUrl", round(c.distance::numeric, 1)::float8 as radius,
              c.latitude, c.longitude,
              coalesce((select json_agg(json_build_object('productName', ${productNameIn(locale)}, 'productKey', p.product_key,
                                                          'branchSubCode', p.branch_sub_code) order by ${productNameIn(locale)})
                          from crm.dealer_product x join crm.product p on p.product_key = x.product_key
                         where x.dealer_id = c.id and (${division}::text is null or p.division = ${division}::text)),
                       '[]'::json) as products
         from candidate c
        where ${lat}::float8 is null or c.distance <= ${SEARCH_RADIUS_KM}
        order by c.distance, c.account_name
        limit ${MAX_DEALERS}`,
  );
  // By name as the language sorts (Léman before Limmat, Łazienki after Lyon), not by the database's byte order.
  const byName = new Intl.Collator(locale, { sensitivity: 'base' });
  // json from PGlite and node-postgres alike arrives parsed; numbers may arrive as text.
  return found
    .sort((a, b) => Number(a.radius) - Number(b.radius) || byName.compare(a.accountName, b.accountName))
    .map((d) => ({
      ...d,
      radius: Number(d.radius),
      latitude: Number(d.latitude),
      longitude: Number(d.longitude),
      products: typeof d.products === 'string' ? JSON.parse(d.products) : d.products,
    }));
}
