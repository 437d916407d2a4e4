import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { firstTime, insertAll } from '../db/seed-support';
import {
  type BudgetRow,
  budgetsAhead,
  COMPANY_CODES,
  DEMO_SCALE,
  EXCHANGE_RATES,
  type GroupScale,
  groupMasterData,
  groupMonths,
  groupProjects,
  type MasterData,
  ORDER_STATUSES,
  PRODUCT_STATES,
  SALES_GROUPS,
} from './generator';
import { LANGUAGES } from './materials';
import { seedShipping } from './shipping';

/**
 * The ERP stand-in's demo data set (READING, docs/sales.md): the group's data made by the
 * generator (generator.ts) at a small scale — 300 customers, 200 materials and about 4,300 sales
 * facts over the 36 months up to the first start, with the orders they sum and the budgets.
 * Written once (portal.seed_applied).
 */

export { ERP_SEED } from './generator';

export const DEMO_PROJECTS = 60;

/** The demo's master data: the same on every machine. */
export function erpMasterData(): MasterData {
  return groupMasterData(DEMO_SCALE);
}

/** Everything the demo holds for a first start on `now`. */
export function erpDemo(now: Date, scale: GroupScale = DEMO_SCALE) {
  const master = groupMasterData(scale);
  const months = [...groupMonths(scale, now, master)];
  const budgets = months.flatMap((m) => m.budgets);
  return {
    master,
    orders: months.flatMap((m) => m.orders),
    lines: months.flatMap((m) => m.lines),
    facts: months.flatMap((m) => m.facts),
    budgets: [...budgets, ...budgetsAhead(now, budgets)],
    ...groupProjects(DEMO_PROJECTS, now, master),
  };
}

/** The fixed rows every data set has, whatever its scale: company codes, branches, rates, keys. */
export async function seedErpKeys(tx: Tx): Promise<void> {
  await insertAll(
    tx,
    t.erpCompanyCode,
    COMPANY_CODES.map(({ code, name, country, currency, brand }) => ({ code, name, country, currency, brand })),
  );
  await insertAll(
    tx,
    t.erpBranch,
    COMPANY_CODES.flatMap((c) => c.branches.map((b) => ({ companyCode: c.code, code: b.code, name: b.name }))),
  );
  await insertAll(
    tx,
    t.erpExchangeRate,
    EXCHANGE_RATES.map(({ currency, perEuro }) => ({ currency, perEuro })),
  );
  await insertAll(tx, t.erpOrderStatus, ORDER_STATUSES);
  await insertAll(tx, t.erpSalesGroup, SALES_GROUPS);
  await insertAll(tx, t.erpProductState, PRODUCT_STATES);
}

export const customerRows = (master: MasterData) =>
  master.customers.map(({ branchCode: _b, hierarchy: _h, territory: _t, ...row }) => row);
export const materialRows = (master: MasterData) =>
  master.materials.map(({ number, type, companyCode, searchCode, unit }) => ({
    number,
    type,
    companyCode,
    searchCode,
    unit,
  }));
export const materialTextRows = (master: MasterData) =>
  master.materials.flatMap((m) =>
    LANGUAGES.map((language) => ({ materialNumber: m.number, language, name: m.names[language] })),
  );

export async function seedErp(tx: Tx, now = new Date()): Promise<void> {
  if (await firstTime(tx, 'erp')) await seedErpData(tx, now);
  // Deliveries with carriers and tracking numbers came later (issue 21 §5): once on every database.
  if (await firstTime(tx, 'erp-shipping')) await seedShipping(tx);
}

async function seedErpData(tx: Tx, now: Date): Promise<void> {
  const demo = erpDemo(now);
  await seedErpKeys(tx);
  // Head offices before their branches: the parent reference must find them.
  const customers = customerRows(demo.master);
  await insertAll(
    tx,
    t.erpCustomer,
    customers.filter((c) => c.parentNumber === null),
  );
  await insertAll(
    tx,
    t.erpCustomer,
    customers.filter((c) => c.parentNumber !== null),
  );
  await insertAll(tx, t.erpMaterial, materialRows(demo.master));
  await insertAll(tx, t.erpMaterialText, materialTextRows(demo.master));
  await insertAll(tx, t.erpSalesOrder, demo.orders);
  await insertAll(tx, t.erpSalesOrderLine, demo.lines);
  await insertAll(tx, t.erpBuildingProject, demo.projects);
  await insertAll(tx, t.erpBuildingProjectProduct, demo.products);
  await insertAll(tx, t.erpSalesFact, demo.facts);
  await insertAll<BudgetRow>(tx, t.erpSalesBudget, demo.budgets);
  // The trigger kept the rollups up to date batch by batch; one rebuild makes them compact.
  await tx.execute(sql`select erp.refresh_sales_rollups()`);
}
