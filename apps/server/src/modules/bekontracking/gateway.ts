import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { erpDelivery, erpMaterialText, erpSalesOrder, erpSalesOrderLine } from '../../db/schema';
import type { DeliveryDates } from './timeline';

/** One delivery as the tracking needs it: its dates, shipping data and positions. */
export interface DeliveryRecord extends DeliveryDates {
  readonly deliveryNumber: string;
  readonly orderNumber: string;
  readonly expectedDate: string;
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly positions: ReadonlyArray<{
    position: number;
    materialNumber: string;
    name: string;
    quantity: number;
    unit: string;
  }>;
}

/**
 * The ERP's deliveries (READING: SAP stands in as schema `erp`); an SAP adapter implements the
 * same call later. Only deliveries of the given company code are found: another company's never
 * leave the ERP.
 */
export interface DeliveryGateway {
  /**
   * By delivery number, or by order number (its latest delivery), whose delivery address has this
   * postcode; undefined when none in that company. The postcode is part of the lookup, so a wrong
   * one costs the same single query as an unknown number (no timing difference to read).
   */
  delivery(
    number: string,
    postalCode: string,
    companyCode: string,
    language: string,
  ): Promise<DeliveryRecord | undefined>;
}

export class PgDeliveryGateway implements DeliveryGateway {
  constructor(private readonly db: DbOrTx) {}

  async delivery(
    number: string,
    postalCode: string,
    companyCode: string,
    language: string,
  ): Promise<DeliveryRecord | undefined> {
    const d = erpDelivery;
    const [head] = await this.db
      .select({
        deliveryNumber: d.number,
        orderNumber: d.orderNumber,
        orderDate: erpSalesOrder.orderDate,
        confirmedDate: erpSalesOrder.confirmedDate,
        producedDate: d.producedDate,
        shippedDate: d.shippedDate,
        deliveredDate: d.deliveredDate,
        expectedDate: d.expectedDate,
        carrier: d.carrier,
        trackingNumber: d.trackingNumber,
      })
      .from(d)
      .innerJoin(erpSalesOrder, eq(erpSalesOrder.number, d.orderNumber))
      .where(
        and(
          eq(d.companyCode, companyCode),
          eq(d.shipToPostalCode, postalCode),
          or(eq(d.number, number), eq(d.orderNumber, number)),
        ),
      )
      .orderBy(sql`${d.number} = ${number} desc`, sql`${d.number} desc`)
      .limit(1);
    if (!head) return undefined;
    const wanted = alias(erpMaterialText, 'wanted');
    const german = alias(erpMaterialText, 'german');
    const lines = await this.db
      .select({
        position: erpSalesOrderLine.position,
        materialNumber: erpSalesOrderLine.materialNumber,
        name: sql<string>`coalesce(${wanted.name}, ${german.name}, ${erpSalesOrderLine.materialNumber})`,
        quantity: erpSalesOrderLine.quantity,
        unit: erpSalesOrderLine.unit,
      })
      .from(erpSalesOrderLine)
      .leftJoin(wanted, and(eq(wanted.materialNumber, erpSalesOrderLine.materialNumber), eq(wanted.language, language)))
      .leftJoin(german, and(eq(german.materialNumber, erpSalesOrderLine.materialNumber), eq(german.language, 'de')))
      .where(eq(erpSalesOrderLine.orderNumber, head.orderNumber))
      .orderBy(asc(erpSalesOrderLine.position));
    return { ...head, positions: lines.map((l) => ({ ...l, quantity: Number(l.quantity) })) };
  }
}
