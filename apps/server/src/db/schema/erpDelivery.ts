import { sql } from 'drizzle-orm';
import { check, date, index, text } from 'drizzle-orm/pg-core';
import { erp, erpCompanyCode, erpSalesOrder } from './erp';

/**
 * Outbound deliveries of the ERP stand-in (docs/tracking.md), created by migration
 * 0013_erp_delivery.sql: the shipping data the public delivery tracking answers with.
 */
export const erpDelivery = erp.table(
  'delivery',
  {
    number: text('number').primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => erpSalesOrder.number, { onDelete: 'cascade' }),
    companyCode: text('company_code')
      .notNull()
      .references(() => erpCompanyCode.code),
    /** The postcode of the delivery address: what the customer proves they know. */
    shipToPostalCode: text('ship_to_postal_code').notNull(),
    shipToCountry: text('ship_to_country').notNull(),
    producedDate: date('produced_date'),
    shippedDate: date('shipped_date'),
    deliveredDate: date('delivered_date'),
    expectedDate: date('expected_date').notNull(),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
  },
  (t) => [
    index('delivery_order_idx').on(t.orderNumber),
    check('delivery_shipped_after_produced', sql`${t.shippedDate} IS NULL OR ${t.producedDate} IS NOT NULL`),
    check('delivery_delivered_after_shipped', sql`${t.deliveredDate} IS NULL OR ${t.shippedDate} IS NOT NULL`),
  ],
);

/**
 * Carriers (migration 0043_erp_carrier.sql): the link to each carrier's tracking page, a template
 * in which `{trackingNumber}` stands for the delivery's number (docs/sales.md).
 */
export const erpCarrier = erp.table(
  'carrier',
  {
    /** As a delivery names it (`erp.delivery.carrier`). */
    name: text('name').primaryKey(),
    trackingUrl: text('tracking_url').notNull(),
  },
  (t) => [check('carrier_tracking_url_template', sql`${t.trackingUrl} LIKE 'https://%{trackingNumber}%'`)],
);
