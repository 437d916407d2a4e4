/**
 * `npm run seed:scale`: fills the ERP stand-in of a PostgreSQL server (DATABASE_URL) with the
 * group's data at a chosen scale, made by the same generator as the demo (generator.ts), and
 * prints rows per second. Rows go in batches as arrays (`insert … select * from unnest(…)`), one
 * month at a time, so memory stays flat whatever the scale. The rollup triggers are off during
 * the load and the rollups are rebuilt once at its end.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npm run seed:scale -- \
 *     --customers 100000 --materials 50000 --facts 1000000 --years 5 [--replace]
 *
 * A database that already holds ERP customers is left alone unless --replace is given.
 */
import { parseArgs } from 'node:util';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { openDatabase, rows } from '../db/client';
import { migrate } from '../db/migrate';
import * as t from '../db/schema';
import {
  type BudgetRow,
  budgetsAhead,
  type GroupScale,
  groupMasterData,
  groupMonths,
  groupProjects,
} from './generator';
import { customerRows, materialRows, materialTextRows, seedErpKeys } from './seed';
import { seedShipping } from './shipping';

const BATCH = 10_000;

/** Inserts rows in batches of arrays, one array per column of the table that the rows carry. */
async function bulkInsert<T extends object>(
  client: pg.PoolClient,
  table: PgTable,
  values: readonly T[],
): Promise<void> {
  if (values.length === 0) return;
  const all = Object.entries(getTableColumns(table));
  const present = all.filter(([key]) => key in values[0]!);
  const config = getTableConfig(table);
  const name = `"${config.schema}"."${config.name}"`;
  const columns = present.map(([, c]) => `"${c.name}"`).join(', ');
  const arrays = present.map(([, c], i) => `$${i + 1}::${c.getSQLType()}[]`).join(', ');
  const text = `insert into ${name} (${columns}) select * from unnest(${arrays})`;
  for (let i = 0; i < values.length; i += BATCH) {
    const batch = values.slice(i, i + BATCH) as Array<Record<string, unknown>>;
    await client.query(
      text,
      present.map(([key]) => batch.map((row) => row[key] ?? null)),
    );
  }
}

const ROLLUP_TRIGGERS = ['sales_fact_rollup_insert', 'sales_fact_rollup_update', 'sales_fact_rollup_delete'];

export async function seedScale(databaseUrl: string, scale: GroupScale, replace: boolean, now = new Date()) {
  const database = await openDatabase({ databaseUrl });
  const started = performance.now();
  let written = 0;
  const report = (what: string, count: number, since: number) => {
    written += count;
    const seconds = (performance.now() - since) / 1000;
    console.log(
      `${what}: ${count.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')} rows/s)`,
    );
  };
  try {
    await migrate(database);
    const [existing] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from erp.customer`);
    if (existing!.n > 0 && !replace) {
      throw new Error(`erp.customer already holds ${existing!.n} customers: give --replace to load anew`);
    }
    const client = await database.pool!.connect();
    try {
      if (existing!.n > 0) {
        await client.query(`truncate erp.sales_fact, erp.sales_budget, erp.sales_order_line, erp.sales_order,
          erp.building_project_product, erp.building_project, erp.material_text, erp.material, erp.customer,
          erp.sales_rollup_month, erp.sales_rollup_customer, erp.sales_rollup_material cascade`);
      }
      await database.db.transaction((tx) => seedErpKeys(tx));

      let since = performance.now();
      const master = groupMasterData(scale);
      console.log(`master data generated in ${((performance.now() - since) / 1000).toFixed(1)} s`);
      since = performance.now();
      const customers = customerRows(master);
      await bulkInsert(
        client,
        t.erpCustomer,
        customers.filter((c) => c.parentNumber === null),
      );
      await bulkInsert(
        client,
        t.erpCustomer,
        customers.filter((c) => c.parentNumber !== null),
      );
      report('customers', customers.length, since);
      since = performance.now();
      await bulkInsert(client, t.erpMaterial, materialRows(master));
      const texts = materialTextRows(master);
      await bulkInsert(client, t.erpMaterialText, texts);
      report('materials and their names', master.materials.length + texts.length, since);

      for (const trigger of ROLLUP_TRIGGERS)
        await client.query(`alter table erp.sales_fact disable trigger ${trigger}`);
      since = performance.now();
      let orders = 0;
      let lines = 0;
      let facts = 0;
      const budgets: BudgetRow[] = [];
      for (const month of groupMonths(scale, now, master)) {
        await bulkInsert(client, t.erpSalesOrder, month.orders);
        await bulkInsert(client, t.erpSalesOrderLine, month.lines);
        await bulkInsert(client, t.erpSalesFact, month.facts);
        await bulkInsert(client, t.erpSalesBudget, month.budgets);
        budgets.push(...month.budgets);
        orders += month.orders.length;
        lines += month.lines.length;
        facts += month.facts.length;
        process.stdout.write(`\r${month.month}: ${facts.toLocaleString('en')} facts so far`);
      }
      process.stdout.write('\n');
      await bulkInsert(client, t.erpSalesBudget, budgetsAhead(now, budgets));
      report(
        `orders (${orders}), order lines (${lines}), facts (${facts}) and budgets`,
        orders + lines + facts + budgets.length,
        since,
      );

      since = performance.now();
      const projects = groupProjects(Math.max(60, Math.round(scale.customers / 50)), now, master);
      await bulkInsert(client, t.erpBuildingProject, projects.projects);
      await bulkInsert(client, t.erpBuildingProjectProduct, projects.products);
      report('building projects', projects.projects.length + projects.products.length, since);

      since = performance.now();
      await seedShipping(database.db);
      console.log(`deliveries made from the orders in ${((performance.now() - since) / 1000).toFixed(1)} s`);

      for (const trigger of ROLLUP_TRIGGERS) await client.query(`alter table erp.sales_fact enable trigger ${trigger}`);
      since = performance.now();
      await client.query('select erp.refresh_sales_rollups()');
      const [sizes] = (
        await client.query(`select (select count(*) from erp.sales_rollup_month)::int as month,
          (select count(*) from erp.sales_rollup_customer)::int as customer,
          (select count(*) from erp.sales_rollup_material)::int as material,
          (select count(*) from erp.sales_cumulative_customer)::int as customer_running,
          (select count(*) from erp.sales_cumulative_material)::int as material_running`)
      ).rows as Array<{
        month: number;
        customer: number;
        material: number;
        customer_running: number;
        material_running: number;
      }>;
      console.log(
        `rollups rebuilt in ${((performance.now() - since) / 1000).toFixed(1)} s: ${sizes!.month} month rows, ${sizes!.customer} customer rows, ${sizes!.material} material rows; running totals ${sizes!.customer_running} customer rows, ${sizes!.material_running} material rows`,
      );
      // VACUUM marks the rollups' pages all visible, so reports read their covering indexes alone
      // (index-only scans, migrations 0034 and 0053) without waiting for autovacuum.
      await client.query('vacuum analyze');
    } finally {
      client.release();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${written.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(written / seconds).toLocaleString('en')} rows/s)`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('seed-scale.ts')) {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '100000' },
      materials: { type: 'string', default: '50000' },
      facts: { type: 'string', default: '1000000' },
      years: { type: 'string', default: '5' },
      replace: { type: 'boolean', default: false },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('seed:scale fills a PostgreSQL server: set DATABASE_URL');
    process.exit(2);
  }
  const scale: GroupScale = {
    customers: Number(values.customers),
    materials: Number(values.materials),
    facts: Number(values.facts),
    months: 12 * Number(values.years),
  };
  if (Object.values(scale).some((n) => !Number.isInteger(n) || n < 1)) {
    console.error('customers, materials, facts and years are whole numbers above 0');
    process.exit(2);
  }
  await seedScale(url, scale, values.replace ?? false);
}
