import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
  timestamp,
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
  /** The brand the company sells under (`group` for the group's own companies). */
  brand: text('brand').notNull().default('group'),
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
    /** The head office a branch customer belongs to (the customer hierarchy, migration 0033). */
    parentNumber: text('parent_number').references((): AnyPgColumn => erpCustomer.number),
    // The fields written the way the fuzzy search compares them, for its trigram indexes
    // (migration 0049): stored, so the search reads them instead of computing them per row.
    searchName: text('search_name').generatedAlwaysAs(sql`erp.search_text(name)`),
    searchName2: text('search_name2').generatedAlwaysAs(sql`erp.search_text(name2)`),
    searchCity: text('search_city').generatedAlwaysAs(sql`erp.search_text(city)`),
    searchStreet: text('search_street').generatedAlwaysAs(sql`erp.search_text(street)`),
  },
  (t) => [index('customer_company_code_idx').on(t.companyCode), index('customer_parent_idx').on(t.parentNumber)],
);

/**
 * The distinct words of the customers' searched fields as the fuzzy search writes them (migration
 * 0050): a trigger adds the words of every inserted or updated customer, the search looks up the
 * words spelt like each word of its term here.
 */
export const erpCustomerWord = erp.table('customer_word', {
  word: text('word').primaryKey(),
});

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
    /** The name written the way the fuzzy search compares it (migration 0049). */
    searchName: text('search_name').generatedAlwaysAs(sql`erp.search_text(name)`),
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
    /** The quantity's unit of measure (migration 0044): ST pieces, M2 square metres. */
    unit: text('unit').notNull().default('ST'),
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

/** Planned net sales (EUR) per month, company code and branch: what sales performance compares with. */
export const erpSalesBudget = erp.table(
  'sales_budget',
  {
    month: date('month').notNull(),
    companyCode: text('company_code').notNull(),
    branchCode: text('branch_code').notNull(),
    netSales: numeric('net_sales', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
  },
  (t) => [
    primaryKey({ name: 'sales_budget_pk', columns: [t.month, t.companyCode, t.branchCode] }),
    check('sales_budget_first_of_month', sql`extract(day from ${t.month}) = 1`),
  ],
);

/** When the ERP's sales facts last changed (migration 0040: a statement trigger on the facts stamps it). */
export const erpDataRelease = erp.table(
  'data_release',
  {
    area: text('area').primaryKey(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('data_release_area', sql`${t.area} in ('sales')`)],
);

/**
 * Monthly rollups of the sales facts (migration 0034): the dimensions of the filters and the row
 * visibility, with sums in whole cents and thousandths. The reports read these, not the facts.
 */
const rollupColumns = () => ({
  month: date('month').notNull(),
  companyCode: text('company_code').notNull(),
  branchCode: text('branch_code').notNull(),
  country: text('country').notNull(),
  marketArea: text('market_area').notNull(),
  partnerCompany: text('partner_company').notNull(),
  customerHierarchy: text('customer_hierarchy').notNull(),
  territoryHT: text('territory_ht').notNull(),
  territorySAN: text('territory_san').notNull(),
  regionHT: text('region_ht').notNull(),
  regionSAN: text('region_san').notNull(),
  isValid: boolean('is_valid').notNull(),
  netSalesCents: bigint('net_sales_cents', { mode: 'number' }).notNull(),
  orderIntakeCents: bigint('order_intake_cents', { mode: 'number' }).notNull(),
  quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
  /** How many facts the row sums (negative for removed ones): a group exists while it is above 0. */
  factCount: bigint('fact_count', { mode: 'number' }).notNull(),
});

export const erpSalesRollupMonth = erp.table('sales_rollup_month', rollupColumns(), (t) => [
  index('sales_rollup_month_idx').on(t.month),
]);

export const erpSalesRollupCustomer = erp.table(
  'sales_rollup_customer',
  { ...rollupColumns(), customerNumber: text('customer_number').notNull() },
  (t) => [index('sales_rollup_customer_idx').on(t.month, t.customerNumber)],
);

export const erpSalesRollupMaterial = erp.table(
  'sales_rollup_material',
  { ...rollupColumns(), materialNumber: text('material_number').notNull() },
  (t) => [index('sales_rollup_material_idx').on(t.month, t.materialNumber)],
);

/**
 * Running totals per account and month (migration 0053): the sums of every month up to and
 * including `month`, over the valid postings and over all (`all…`). Keys compare byte-wise
 * (collation "C", set by the migration).
 */
const runningSums = () => ({
  month: date('month').notNull(),
  netSalesCents: bigint('net_sales_cents', { mode: 'number' }).notNull(),
  orderIntakeCents: bigint('order_intake_cents', { mode: 'number' }).notNull(),
  quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
  factCount: bigint('fact_count', { mode: 'number' }).notNull(),
  allNetSalesCents: bigint('all_net_sales_cents', { mode: 'number' }).notNull(),
  allOrderIntakeCents: bigint('all_order_intake_cents', { mode: 'number' }).notNull(),
  allQuantityMilli: bigint('all_quantity_milli', { mode: 'number' }).notNull(),
  allFactCount: bigint('all_fact_count', { mode: 'number' }).notNull(),
});

/**
 * The running totals of twelve and twenty-four months before the row's month (migration 0054;
 * zero before the first month): a year's range with its previous year is read from one row.
 */
const yearsAgoSums = () =>
  Object.fromEntries(
    [12, 24].flatMap((months) =>
      [
        'net_sales_cents',
        'order_intake_cents',
        'quantity_milli',
        'fact_count',
        'all_net_sales_cents',
        'all_order_intake_cents',
        'all_quantity_milli',
        'all_fact_count',
      ].map((name) => [`${name}_${months}`, bigint(`${name}_${months}`, { mode: 'number' }).notNull().default(0)]),
    ),
  );

export const erpSalesCumulativeCustomer = erp.table(
  'sales_cumulative_customer',
  {
    ...runningSums(),
    ...yearsAgoSums(),
    customerNumber: text('customer_number').notNull(),
    companyCode: text('company_code').notNull(),
    branchCode: text('branch_code').notNull(),
    country: text('country').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.customerNumber, t.companyCode, t.branchCode, t.country] })],
);

/**
 * The customers' running totals, their accounts summed (migration 0057): a report by customer alone
 * reads them, net sales of valid postings from a covering index on (month, customer) the migration makes.
 */
export const erpSalesCumulativeCustomerSum = erp.table(
  'sales_cumulative_customer_sum',
  { ...runningSums(), ...yearsAgoSums(), customerNumber: text('customer_number').notNull() },
  (t) => [primaryKey({ columns: [t.month, t.customerNumber] })],
);

export const erpSalesCumulativeMaterial = erp.table(
  'sales_cumulative_material',
  { ...runningSums(), ...yearsAgoSums(), materialNumber: text('material_number').notNull() },
  (t) => [primaryKey({ columns: [t.month, t.materialNumber] })],
);

/** One statement's change per account and month, applied to the running totals by the trigger. */
export const erpSalesCumulativeChange = erp.table('sales_cumulative_change', {
  ...runningSums(),
  customerNumber: text('customer_number').notNull(),
  companyCode: text('company_code').notNull(),
  branchCode: text('branch_code').notNull(),
  country: text('country').notNull(),
  materialNumber: text('material_number').notNull(),
});

/* The product configurator (migration 0011_configurator.sql, docs/configurator.md). */

export const erpConfigProductGroup = erp.table('config_product_group', {
  key: text('key').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const erpConfigKmat = erp.table('config_kmat', {
  number: text('number').primaryKey(),
  productGroup: text('product_group')
    .notNull()
    .references(() => erpConfigProductGroup.key),
  position: integer('position').notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
});

export const erpConfigStep = erp.table(
  'config_step',
  {
    kmat: text('kmat')
      .notNull()
      .references(() => erpConfigKmat.number, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
  },
  (t) => [primaryKey({ name: 'config_step_pk', columns: [t.kmat, t.step] })],
);

export const erpConfigCharacteristic = erp.table(
  'config_characteristic',
  {
    kmat: text('kmat').notNull(),
    key: text('key').notNull(),
    step: integer('step').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    unit: text('unit'),
    min: numeric('min', { precision: 12, scale: 2 }),
    max: numeric('max', { precision: 12, scale: 2 }),
    increment: numeric('increment', { precision: 12, scale: 2 }),
    defaultValue: text('default_value'),
  },
  (t) => [primaryKey({ name: 'config_characteristic_pk', columns: [t.kmat, t.key] })],
);

export const erpConfigValue = erp.table(
  'config_value',
  {
    kmat: text('kmat').notNull(),
    characteristic: text('characteristic').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ name: 'config_value_pk', columns: [t.kmat, t.characteristic, t.value] })],
);

/** `requires`: `value` of `characteristic` only when `condition_characteristic` has one of `condition_values`; `range`: the number's range then. */
export const erpConfigConstraint = erp.table(
  'config_constraint',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kmat: text('kmat').notNull(),
    kind: text('kind').notNull(),
    characteristic: text('characteristic').notNull(),
    value: text('value'),
    conditionCharacteristic: text('condition_characteristic').notNull(),
    conditionValues: text('condition_values').array().notNull(),
    min: numeric('min', { precision: 12, scale: 2 }),
    max: numeric('max', { precision: 12, scale: 2 }),
  },
  (t) => [index('config_constraint_kmat_idx').on(t.kmat)],
);

/** Names and info texts per language; `object_key` is `group:RAD`, `kmat:KMAT-KRN`, `step:KMAT-KRN:1`, `char:KMAT-KRN:HEIGHT`, `value:KMAT-KRN:COLOUR:RAL9016`. */
export const erpConfigText = erp.table(
  'config_text',
  {
    objectKey: text('object_key').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ name: 'config_text_pk', columns: [t.objectKey, t.kind, t.language] })],
);

/** `base` per KMAT, `surcharge` per value, `per_unit` times a number (price per mm); each optionally only when another characteristic has a value. */
export const erpConfigPrice = erp.table(
  'config_price',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kmat: text('kmat')
      .notNull()
      .references(() => erpConfigKmat.number, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    characteristic: text('characteristic'),
    value: text('value'),
    conditionCharacteristic: text('condition_characteristic'),
    conditionValue: text('condition_value'),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [index('config_price_kmat_idx').on(t.kmat)],
);

export const erpConfigCustomerDiscount = erp.table(
  'config_customer_discount',
  {
    customerNumber: text('customer_number')
      .notNull()
      .references(() => erpCustomer.number),
    productGroup: text('product_group')
      .notNull()
      .references(() => erpConfigProductGroup.key),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ name: 'config_customer_discount_pk', columns: [t.customerNumber, t.productGroup] })],
);

/** Which portal user (issuer key, subject) buys for which customer: partners and dealers. */
export const erpCustomerUser = erp.table(
  'customer_user',
  {
    issuerKey: text('issuer_key').notNull(),
    subject: text('subject').notNull(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => erpCustomer.number),
  },
  (t) => [primaryKey({ name: 'customer_user_pk', columns: [t.issuerKey, t.subject] })],
);
