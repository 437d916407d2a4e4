import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSchema,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The ERP stand-in (READING: SAP ERP → schema `erp`, behind `ErpGateway`, docs/sales.md).
 * Migration 0008_erp.sql creates the same tables. Amounts are numeric: drizzle reads them as text
 * so no cent is lost on the way; the gateway turns them into numbers at the end.
 */
export const erp = pgSchema('erp');

export const erpCompanyCode = erp.table('company_code', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
});

export const erpBranch = erp.table(
  'branch',
  {
    companyCode: text('company_code')
      .notNull()
      .references(() => erpCompanyCode.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'branch_pk', columns: [t.companyCode, t.code] })],
);

/** One budget rate per currency: how many units of it one euro buys. */
export const erpExchangeRate = erp.table(
  'exchange_rate',
  {
    currency: text('currency').primaryKey(),
    perEuro: numeric('per_euro', { precision: 12, scale: 6 }).notNull(),
  },
  (t) => [check('exchange_rate_positive', sql`${t.perEuro} > 0`)],
);

export const erpCustomer = erp.table(
  'customer',
  {
    number: text('number').primaryKey(),
    name: text('name').notNull(),
    name2: text('name2').notNull().default(''),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull(),
    accountGroup: text('account_group').notNull(),
    companyCode: text('company_code')
      .notNull()
      .references(() => erpCompanyCode.code),
    type: text('type').notNull(),
  },
  (t) => [index('customer_company_code_idx').on(t.companyCode)],
);

export const erpMaterial = erp.table('material', {
  number: text('number').primaryKey(),
  type: text('type').notNull(),
  companyCode: text('company_code')
    .notNull()
    .references(() => erpCompanyCode.code),
  searchCode: text('search_code').notNull().default(''),
  unit: text('unit').notNull().default('ST'),
});

export const erpMaterialText = erp.table(
  'material_text',
  {
    materialNumber: text('material_number')
      .notNull()
      .references(() => erpMaterial.number, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'material_text_pk', columns: [t.materialNumber, t.language] })],
);

export const erpOrderStatus = erp.table('order_status', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const erpSalesGroup = erp.table('sales_group', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
});

export const erpSalesOrder = erp.table(
  'sales_order',
  {
    number: text('number').primaryKey(),
    /** The order confirmation (Auftragsbestätigung, AB) number. */
    abNumber: text('ab_number').notNull(),
    companyCode: text('company_code')
      .notNull()
      .references(() => erpCompanyCode.code),
    branchCode: text('branch_code').notNull(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => erpCustomer.number),
    salesGroupKey: text('sales_group_key')
      .notNull()
      .references(() => erpSalesGroup.key),
    statusKey: text('status_key')
      .notNull()
      .references(() => erpOrderStatus.key),
    orderDate: date('order_date').notNull(),
    requestedDate: date('requested_date').notNull(),
    confirmedDate: date('confirmed_date'),
    customerReference: text('customer_reference').notNull().default(''),
    netValue: numeric('net_value', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('sales_order_customer_idx').on(t.customerNumber), index('sales_order_date_idx').on(t.orderDate)],
);

export const erpSalesOrderLine = erp.table(
  'sales_order_line',
  {
    orderNumber: text('order_number')
      .notNull()
      .references(() => erpSalesOrder.number, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    materialNumber: text('material_number')
      .notNull()
      .references(() => erpMaterial.number),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    netValue: numeric('net_value', { precision: 14, scale: 2 }).notNull(),
    statusKey: text('status_key')
      .notNull()
      .references(() => erpOrderStatus.key),
    confirmedDate: date('confirmed_date'),
  },
  (t) => [
    primaryKey({ name: 'sales_order_line_pk', columns: [t.orderNumber, t.position] }),
    index('sales_order_line_material_idx').on(t.materialNumber),
  ],
);

export const erpProductState = erp.table('product_state', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const erpBuildingProject = erp.table('building_project', {
  number: text('number').primaryKey(),
  name: text('name').notNull(),
  companyCode: text('company_code')
    .notNull()
    .references(() => erpCompanyCode.code),
  branchCode: text('branch_code').notNull(),
  city: text('city').notNull().default(''),
  customerNumber: text('customer_number').references(() => erpCustomer.number),
  startDate: date('start_date').notNull(),
});

export const erpBuildingProjectProduct = erp.table(
  'building_project_product',
  {
    projectNumber: text('project_number')
      .notNull()
      .references(() => erpBuildingProject.number, { onDelete: 'cascade' }),
    productGroup: text('product_group').notNull(),
    stateKey: text('state_key')
      .notNull()
      .references(() => erpProductState.key),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ name: 'building_project_product_pk', columns: [t.projectNumber, t.productGroup] })],
);

/** One month's sales of one material to one customer, with the dimensions reports cut by. */
export const erpSalesFact = erp.table(
  'sales_fact',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The first day of the month. */
    month: date('month').notNull(),
    companyCode: text('company_code')
      .notNull()
      .references(() => erpCompanyCode.code),
    branchCode: text('branch_code').notNull(),
    country: text('country').notNull(),
    marketArea: text('market_area').notNull(),
    partnerCompany: text('partner_company').notNull().default(''),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => erpCustomer.number),
    customerHierarchy: text('customer_hierarchy').notNull(),
    materialNumber: text('material_number')
      .notNull()
      .references(() => erpMaterial.number),
    territoryHT: text('territory_ht').notNull().default(''),
    territorySAN: text('territory_san').notNull().default(''),
    regionHT: text('region_ht').notNull().default(''),
    regionSAN: text('region_san').notNull().default(''),
    netSales: numeric('net_sales', { precision: 14, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    orderIntake: numeric('order_intake', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [
    index('sales_fact_month_idx').on(t.month, t.companyCode),
    check('sales_fact_first_of_month', sql`extract(day from ${t.month}) = 1`),
  ],
);
