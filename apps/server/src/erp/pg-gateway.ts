import type { BuildingProject, Customer, Material, OrderTrackingResult } from '@portal/contracts';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { whileSignal } from '../db/cancel';
import { type Db, type DbOrTx, rows as statementRows } from '../db/client';
import {
  erpBranch,
  erpBuildingProject,
  erpBuildingProjectProduct,
  erpCompanyCode,
  erpCustomer,
  erpDataRelease,
  erpMaterial,
  erpMaterialText,
  erpOrderStatus,
  erpProductState,
  erpSalesGroup,
  erpSalesOrder,
  erpSalesOrderLine,
  erpSalesRollupMonth,
} from '../db/schema';
import { anyAllHoldFilter, likePattern } from '../modules/access/service';
import type { Cancellable } from './breaker';
import { PgConfiguratorStore } from './configurator-store';
import {
  type BuildingProjectQuery,
  type CustomerFamilyMember,
  type CustomerSearch,
  type ErpGateway,
  type ErpOrder,
  type MaterialSearch,
  type OrderTrackingQuery,
  type SalesPerformanceFilterValues,
  type SalesTotals,
  type SalesTotalsQuery,
  SERVICE_MATERIAL_TYPE,
  type Visibility,
} from './gateway';
import { salesTotals } from './sales-totals';
import { normalise, recordScorer } from './scoring';
import { orderDeliveries } from './shipping';

/** A search scores at most this many candidates. */
const CANDIDATES = 5_000;
/**
 * The nearest rows a fuzzy search takes per text given, for an answer of `top` rows: three times
 * as many (300 at the largest `Top`, 100), so the score, which weighs every text given, can rank
 * rows that are second best on one text above the nearest on it. Each of them is fetched and
 * scored, and at 20 rows (the default `Top`) 300 per text took half the search's time.
 */
const nearestPerText = (top: number) => Math.max(60, 3 * top);
/**
 * The word similarities (pg_trgm's `<%`, 0–1) a fuzzy search asks the field's GIN trigram index
 * for (migration 0038), highest first. The index answers a high threshold by few rows whatever
 * the table's size; a lower one is asked only when the texts together found fewer rows than the
 * search's `Top` at the one before. The rows found are ranked by word similarity, so they are the
 * nearest among all rows; below the last threshold a row shares too little to be a match.
 */
const THRESHOLDS = [0.8, 0.6, 0.4, 0.2] as const;

type Operand = AnyColumn | SQL;

const contains = (column: Operand, term: string | undefined): SQL | undefined =>
  term?.trim() ? ilike(column, `%${likePattern(term.trim())}%`) : undefined;
const startsWith = (column: Operand, term: string | undefined): SQL | undefined =>
  term?.trim() ? ilike(column, `${likePattern(term.trim())}%`) : undefined;
const oneOf = (column: AnyColumn, values: readonly string[] | undefined): SQL | undefined =>
  values?.length ? inArray(column, [...values]) : undefined;
const equals = (column: AnyColumn, value: string | undefined): SQL | undefined =>
  value ? eq(column, value) : undefined;

/**
 * Distance of a field from a term by word similarity (1 − word similarity). `written` is the
 * field's stored twin written the way the search compares it (`erp.search_text`, migration 0049).
 */
const wordDistance = (written: AnyColumn, term: string): SQL => sql`erp.search_text(${term}) <<-> ${written}`;
/** The field holds a word sequence at least as similar to the term as the transaction's threshold. */
const wordMatch = (written: AnyColumn, term: string): SQL => sql`erp.search_text(${term}) <% ${written}`;
/**
 * The written field starts with the written term (a score of 90, or 100 when equal), answered by
 * the field's B-tree index in byte order (migration 0049); the text holds no LIKE wildcard.
 */
const writtenPrefix = (written: AnyColumn, term: string): SQL =>
  sql`${written} collate "C" like erp.search_text(${term}) || '%'`;
/** Equal fields first, then the longer ones that start alike, in the prefix index's order. */
const inPrefixOrder = (written: AnyColumn): SQL => sql`${written} collate "C"`;
/**
 * The field holds, for every word of the term, a word spelt alike: one of the customers' words
 * (`erp.customer_word`, migration 0050) whose trigram similarity with it is at least 0.3, or in
 * which it is found with a word similarity of at least 0.6 (a word inside a compound). Each word's
 * alike words are looked up once (a sub-select, never per row), and the field's words matched by
 * their GIN index (`string_to_array`, the index's expression), from the rarest.
 */
const holdsWordsAlike = (written: AnyColumn, words: readonly string[]): SQL =>
  sql.join(
    words.map(
      (word) => sql`string_to_array(${written}, ' ') && (select erp.customer_words_alike(erp.search_text(${word})))`,
    ),
    sql` and `,
  );
/** The distinct words of a term as the search writes them (none for a term without a letter or digit). */
const termWords = (term: string): string[] =>
  [...new Set(normalise(term).split(' '))].filter((w) => /[a-z0-9]/.test(w));

/** A customer as the search answers it: without the written-out fields it searched. */
const customerColumns = {
  number: erpCustomer.number,
  name: erpCustomer.name,
  name2: erpCustomer.name2,
  street: erpCustomer.street,
  postalCode: erpCustomer.postalCode,
  city: erpCustomer.city,
  country: erpCustomer.country,
  accountGroup: erpCustomer.accountGroup,
  companyCode: erpCustomer.companyCode,
  type: erpCustomer.type,
  parentNumber: erpCustomer.parentNumber,
};

/**
 * One text of a fuzzy search: the keys of the first `limit` rows by `order` (then by key) among
 * those `near` and the search's filters leave.
 */
type NearestQuery = (
  db: DbOrTx,
  near: SQL,
  order: SQL,
  limit: number,
) => SQLWrapper & PromiseLike<Array<{ key: string }>>;
/**
 * One text of a fuzzy search: the term, its query, the field written out, and whether the field's
 * words are in the word list (`erp.customer_word`, the customers' fields).
 */
type NearestText = readonly [string | undefined, NearestQuery, AnyColumn, boolean?];

const byScore = <T extends { score: number; number: string }>(a: T, b: T) =>
  b.score - a.score || a.number.localeCompare(b.number);

/** The ERP stand-in on PostgreSQL (schema `erp`): parameterised queries only. */
export class PgErpGateway implements ErpGateway, Cancellable<ErpGateway> {
  private readonly configurator: PgConfiguratorStore;
  private onCancellable: PgErpGateway | undefined;

  /** `cancellable`: the same database with statements a signal can end (Database.cancellable). */
  constructor(
    private readonly db: DbOrTx,
    private readonly cancellable?: Db,
  ) {
    this.configurator = new PgConfiguratorStore(db);
  }

  /**
   * This gateway bound to one call's signal (the breaker's, erp/breaker.ts): when the breaker
   * gives up on the call, its statements end on the server instead of running on to the
   * database's statement time-out. The embedded database runs one statement at a time and cannot
   * cancel one: there the call runs to its end and its answer is dropped.
   */
  withSignal(signal: AbortSignal): ErpGateway {
    if (!this.cancellable) return this;
    this.onCancellable ??= new PgErpGateway(this.cancellable);
    const gateway = this.onCancellable;
    return new Proxy(gateway, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => whileSignal(signal, async () => value.apply(target, args));
      },
    });
  }

  configProductGroups(...args: Parameters<ErpGateway['configProductGroups']>) {
    return this.configurator.configProductGroups(...args);
  }
  configKmats(...args: Parameters<ErpGateway['configKmats']>) {
    return this.configurator.configKmats(...args);
  }
  configModel(...args: Parameters<ErpGateway['configModel']>) {
    return this.configurator.configModel(...args);
  }
  configInfoTexts(...args: Parameters<ErpGateway['configInfoTexts']>) {
    return this.configurator.configInfoTexts(...args);
  }
  customerOfUser(...args: Parameters<ErpGateway['customerOfUser']>) {
    return this.configurator.customerOfUser(...args);
  }
  customerPricing(...args: Parameters<ErpGateway['customerPricing']>) {
    return this.configurator.customerPricing(...args);
  }

  async productStates() {
    return this.db
      .select({ key: erpProductState.key, name: erpProductState.name, position: erpProductState.position })
      .from(erpProductState)
      .orderBy(asc(erpProductState.position), asc(erpProductState.key));
  }

  async buildingProjects(query: BuildingProjectQuery): Promise<BuildingProject[]> {
    const projects = await this.db
      .select({
        number: erpBuildingProject.number,
        name: erpBuildingProject.name,
        companyCode: erpBuildingProject.companyCode,
        branchCode: erpBuildingProject.branchCode,
        city: erpBuildingProject.city,
        customerNumber: erpBuildingProject.customerNumber,
        customerName: erpCustomer.name,
        startDate: erpBuildingProject.startDate,
      })
      .from(erpBuildingProject)
      .leftJoin(erpCustomer, eq(erpCustomer.number, erpBuildingProject.customerNumber))
      .where(
        and(
          anyAllHoldFilter(query.visibility, {
            companyCode: erpBuildingProject.companyCode,
            branchCode: erpBuildingProject.branchCode,
          }),
          startsWith(erpBuildingProject.number, query.number),
          contains(erpBuildingProject.name, query.name),
          equals(erpBuildingProject.companyCode, query.companyCode),
          equals(erpBuildingProject.branchCode, query.branchCode),
          query.stateKey
            ? exists(
                this.db
                  .select({ one: sql`1` })
                  .from(erpBuildingProjectProduct)
                  .where(
                    and(
                      eq(erpBuildingProjectProduct.projectNumber, erpBuildingProject.number),
                      eq(erpBuildingProjectProduct.stateKey, query.stateKey),
                    ),
                  ),
              )
            : undefined,
        ),
      )
      .orderBy(desc(erpBuildingProject.startDate), asc(erpBuildingProject.number))
      .limit(500);
    if (projects.length === 0) return [];
    const products = await this.db
      .select()
      .from(erpBuildingProjectProduct)
      .where(
        inArray(
          erpBuildingProjectProduct.projectNumber,
          projects.map((p) => p.number),
        ),
      )
      .orderBy(asc(erpBuildingProjectProduct.productGroup));
    return projects.map((p) => ({
      ...p,
      products: products
        .filter((x) => x.projectNumber === p.number)
        .map(({ productGroup, stateKey, quantity, unit }) => ({ productGroup, stateKey, quantity, unit })),
    }));
  }

  async searchCustomers(query: CustomerSearch): Promise<Customer[]> {
    const texts = [
      [query.name, erpCustomer.name, erpCustomer.searchName],
      [query.name2, erpCustomer.name2, erpCustomer.searchName2],
      [query.city, erpCustomer.city, erpCustomer.searchCity],
      [query.street, erpCustomer.street, erpCustomer.searchStreet],
    ] as const;
    const filters = and(
      anyAllHoldFilter(query.visibility, { companyCode: erpCustomer.companyCode, country: erpCustomer.country }),
      startsWith(erpCustomer.number, query.number),
      equals(erpCustomer.companyCode, query.companyCode),
      equals(erpCustomer.type, query.type),
      oneOf(erpCustomer.accountGroup, query.accountGroups),
    );
    const nearest = query.fuzzy
      ? await this.nearestRows(
          texts.map(([term, , written]) => [
            term,
            (db, near, order, limit) =>
              db
                .select({ key: sql<string>`${erpCustomer.number}`.as('key') })
                .from(erpCustomer)
                .where(and(filters, near))
                .orderBy(order, asc(erpCustomer.number))
                .limit(limit),
            written,
            true,
          ]),
          query.top,
        )
      : undefined;
    const rows = await this.db
      .select(customerColumns)
      .from(erpCustomer)
      .where(
        and(
          filters,
          nearest ? inArray(erpCustomer.number, nearest) : undefined,
          ...(query.fuzzy ? [] : texts.map(([term, column]) => contains(column, term))),
        ),
      )
      .orderBy(asc(erpCustomer.number))
      .limit(CANDIDATES);
    const score = recordScorer(
      texts.map(([term]) => term),
      query.fuzzy,
    );
    return rows
      .map((row) => ({ ...row, score: score([row.name, row.name2, row.city, row.street]) }))
      .filter((c) => c.score > 0 && c.score >= query.minScore)
      .sort(byScore)
      .slice(0, query.top);
  }

  async searchMaterials(query: MaterialSearch): Promise<Material[]> {
    const inLanguage = alias(erpMaterialText, 'in_language');
    const german = alias(erpMaterialText, 'german');
    const name = sql<string>`coalesce(${inLanguage.name}, ${german.name}, '')`;
    // The nearest names in the asked language or German; the join below keeps the one shown.
    const nearest = query.fuzzy
      ? await this.nearestRows(
          [
            [
              query.name,
              (db, near, order, limit) =>
                db
                  .select({ key: sql<string>`${erpMaterialText.materialNumber}`.as('key') })
                  .from(erpMaterialText)
                  .innerJoin(erpMaterial, eq(erpMaterial.number, erpMaterialText.materialNumber))
                  .where(
                    and(
                      near,
                      inArray(erpMaterialText.language, [query.language, 'de']),
                      anyAllHoldFilter(query.visibility, { companyCode: erpMaterial.companyCode }),
                      startsWith(erpMaterial.number, query.number),
                      equals(erpMaterial.companyCode, query.companyCode),
                      equals(erpMaterial.type, query.type),
                    ),
                  )
                  .orderBy(order, asc(erpMaterialText.materialNumber))
                  .limit(limit),
              erpMaterialText.searchName,
            ],
          ],
          query.top,
        )
      : undefined;
    const rows = await this.db
      .select({
        number: erpMaterial.number,
        name,
        language: sql<string>`case when ${inLanguage.name} is null then 'de' else ${inLanguage.language} end`,
        type: erpMaterial.type,
        companyCode: erpMaterial.companyCode,
        searchCode: erpMaterial.searchCode,
        unit: erpMaterial.unit,
      })
      .from(erpMaterial)
      .leftJoin(
        inLanguage,
        and(eq(inLanguage.materialNumber, erpMaterial.number), eq(inLanguage.language, query.language)),
      )
      .leftJoin(german, and(eq(german.materialNumber, erpMaterial.number), eq(german.language, 'de')))
      .where(
        and(
          anyAllHoldFilter(query.visibility, { companyCode: erpMaterial.companyCode }),
          startsWith(erpMaterial.number, query.number),
          equals(erpMaterial.companyCode, query.companyCode),
          equals(erpMaterial.type, query.type),
          query.fuzzy ? undefined : contains(name, query.name),
          nearest ? inArray(erpMaterial.number, nearest) : undefined,
        ),
      )
      .orderBy(asc(erpMaterial.number))
      .limit(CANDIDATES);
    const score = recordScorer([query.name], query.fuzzy);
    return rows
      .map((row) => ({ ...row, score: score([row.name]) }))
      .filter((m) => m.score > 0 && m.score >= query.minScore)
      .sort(byScore)
      .slice(0, query.top);
  }

  /**
   * The keys of the rows nearest to the texts given, or undefined when no text was given: then the
   * other filters alone choose the candidates. Each text first takes the rows whose field starts
   * with it, equal ones first (a B-tree range, however many rows share a city or a first word):
   * when they are `nearestPerText(top)`, no row can score higher on that text, and the text is done.
   * Otherwise, where the field's words are listed (the customers'), it takes the rows whose field
   * holds every word of the term spelt alike, nearest by word similarity: when there are any, the
   * text is done (a row lacking one of the words is further from the term). The texts left are
   * asked by word similarity over the whole field at the same threshold (side by side, each on a
   * connection of its own where there is a pool), from the highest down while all texts together
   * found fewer than `top` rows; a text that already found `nearestPerText(top)` rows keeps them (a
   * lower threshold would give it the same nearest). A text without a letter or digit gives no
   * trigram to look for and counts as not given.
   */
  private async nearestRows(texts: ReadonlyArray<NearestText>, top: number): Promise<string[] | undefined> {
    const asked = texts.filter(([term]) => term !== undefined && normalise(term) !== '');
    if (asked.length === 0) return undefined;
    const limit = nearestPerText(top);
    const first = await Promise.all(
      asked.map(async ([term, query, written, listed]) => {
        const prefix = query(this.db, writtenPrefix(written, term!), inPrefixOrder(written), limit);
        const words = listed ? termWords(term!) : [];
        if (words.length === 0) {
          const starting = (await prefix).map((r) => r.key);
          return { starting, found: starting, done: false };
        }
        // One statement: the words are looked up only when the prefix left room (a one-time filter).
        const both = await statementRows<{ key: string; starting: boolean }>(
          this.db,
          sql`with starting as (${prefix})
              select key, true as starting from starting
              union all
              select key, false from (${query(this.db, holdsWordsAlike(written, words), wordDistance(written, term!), limit)}) alike
               where (select count(*) from starting) < ${limit}`,
        );
        const starting = both.filter((r) => r.starting).map((r) => r.key);
        const alike = both.filter((r) => !r.starting).map((r) => r.key);
        return { starting, found: [...new Set([...starting, ...alike])], done: alike.length > 0 };
      }),
    );
    const starting = first.map((f) => f.starting);
    let found = first.map((f) => f.found);
    let keys = new Set(found.flat());
    if (first.every((f) => f.done || f.found.length >= limit)) return [...keys];
    for (const threshold of THRESHOLDS) {
      found = await Promise.all(
        asked.map(async ([term, query, written], i) =>
          first[i]!.done || found[i]!.length >= limit
            ? found[i]!
            : [...new Set([...starting[i]!, ...(await this.nearestAt(threshold, term!, query, written, limit))])],
        ),
      );
      keys = new Set(found.flat());
      if (keys.size >= top) break;
    }
    return [...keys];
  }

  /** The nearest rows to one text among those at least `threshold` similar to it. */
  private async nearestAt(
    threshold: number,
    term: string,
    query: NearestQuery,
    written: AnyColumn,
    limit: number,
  ): Promise<string[]> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
      return query(tx, wordMatch(written, term), wordDistance(written, term), limit);
    });
    return rows.map((r) => r.key);
  }

  private orderColumns() {
    return {
      orderNumber: erpSalesOrder.number,
      abNumber: erpSalesOrder.abNumber,
      companyCode: erpSalesOrder.companyCode,
      branchCode: erpSalesOrder.branchCode,
      customerNumber: erpSalesOrder.customerNumber,
      customerName: erpCustomer.name,
      customerCity: erpCustomer.city,
      salesGroupKey: erpSalesOrder.salesGroupKey,
      salesGroupName: erpSalesGroup.name,
      statusKey: erpSalesOrder.statusKey,
      statusName: erpOrderStatus.name,
      orderDate: erpSalesOrder.orderDate,
      requestedDate: erpSalesOrder.requestedDate,
      confirmedDate: erpSalesOrder.confirmedDate,
      customerReference: erpSalesOrder.customerReference,
      netValue: erpSalesOrder.netValue,
      currency: erpSalesOrder.currency,
      lineCount: sql<number>`(select count(*) from ${erpSalesOrderLine} where ${erpSalesOrderLine.orderNumber} = ${erpSalesOrder.number})::int`,
    };
  }

  private orders(where: SQL | undefined) {
    return this.db
      .select(this.orderColumns())
      .from(erpSalesOrder)
      .innerJoin(erpCustomer, eq(erpCustomer.number, erpSalesOrder.customerNumber))
      .innerJoin(erpSalesGroup, eq(erpSalesGroup.key, erpSalesOrder.salesGroupKey))
      .innerJoin(erpOrderStatus, eq(erpOrderStatus.key, erpSalesOrder.statusKey))
      .where(where);
  }

  private orderVisibility(visibility: Visibility): SQL {
    return anyAllHoldFilter(visibility, {
      companyCode: erpSalesOrder.companyCode,
      branchCode: erpSalesOrder.branchCode,
      country: erpCustomer.country,
      // A dealer sees the orders of the customer numbers assigned to them (docs/sales.md).
      customerNumber: erpSalesOrder.customerNumber,
    });
  }

  async trackOrders(query: OrderTrackingQuery): Promise<OrderTrackingResult> {
    const byMaterial = query.materialNumber || query.materialSearchCode || query.searchServices;
    const lineMatches = byMaterial
      ? exists(
          this.db
            .select({ one: sql`1` })
            .from(erpSalesOrderLine)
            .innerJoin(erpMaterial, eq(erpMaterial.number, erpSalesOrderLine.materialNumber))
            .where(
              and(
                eq(erpSalesOrderLine.orderNumber, erpSalesOrder.number),
                equals(erpSalesOrderLine.materialNumber, query.materialNumber),
                startsWith(erpMaterial.searchCode, query.materialSearchCode),
                query.searchServices
                  ? query.materialNumber || query.materialSearchCode
                    ? undefined
                    : eq(erpMaterial.type, SERVICE_MATERIAL_TYPE)
                  : ne(erpMaterial.type, SERVICE_MATERIAL_TYPE),
              ),
            ),
        )
      : undefined;
    const rows = await this.orders(
      and(
        this.orderVisibility(query.visibility),
        equals(erpSalesOrder.companyCode, query.companyCode),
        startsWith(erpSalesOrder.number, query.orderNumber),
        startsWith(erpSalesOrder.abNumber, query.abNumber),
        equals(erpSalesOrder.customerNumber, query.customerNumber),
        oneOf(erpSalesOrder.statusKey, query.statusKeys),
        oneOf(erpSalesOrder.salesGroupKey, query.salesGroupKeys),
        query.orderDateFrom ? sql`${erpSalesOrder.orderDate} >= ${query.orderDateFrom}` : undefined,
        query.orderDateTo ? sql`${erpSalesOrder.orderDate} <= ${query.orderDateTo}` : undefined,
        lineMatches,
      ),
    )
      .orderBy(desc(erpSalesOrder.orderDate), desc(erpSalesOrder.number))
      .limit(query.limit + 1);
    return { orders: rows.slice(0, query.limit).map(asOrder), truncated: rows.length > query.limit };
  }

  async order(orderNumber: string, visibility: Visibility): Promise<ErpOrder | undefined> {
    const [head] = await this.orders(and(this.orderVisibility(visibility), eq(erpSalesOrder.number, orderNumber)));
    if (!head) return undefined;
    const german = alias(erpMaterialText, 'german');
    const lines = await this.db
      .select({
        position: erpSalesOrderLine.position,
        materialNumber: erpSalesOrderLine.materialNumber,
        materialName: sql<string>`coalesce(${german.name}, '')`,
        materialType: erpMaterial.type,
        quantity: erpSalesOrderLine.quantity,
        unit: erpSalesOrderLine.unit,
        netValue: erpSalesOrderLine.netValue,
        statusKey: erpSalesOrderLine.statusKey,
        statusName: erpOrderStatus.name,
        confirmedDate: erpSalesOrderLine.confirmedDate,
      })
      .from(erpSalesOrderLine)
      .innerJoin(erpMaterial, eq(erpMaterial.number, erpSalesOrderLine.materialNumber))
      .innerJoin(erpOrderStatus, eq(erpOrderStatus.key, erpSalesOrderLine.statusKey))
      .leftJoin(german, and(eq(german.materialNumber, erpMaterial.number), eq(german.language, 'de')))
      .where(eq(erpSalesOrderLine.orderNumber, orderNumber))
      .orderBy(asc(erpSalesOrderLine.position));
    return {
      ...asOrder(head),
      lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity), netValue: Number(l.netValue) })),
    };
  }

  orderDeliveries(orderNumber: string) {
    return orderDeliveries(this.db, orderNumber);
  }

  async company(companyCode: string) {
    const [found] = await this.db
      .select({ name: erpCompanyCode.name, country: erpCompanyCode.country })
      .from(erpCompanyCode)
      .where(eq(erpCompanyCode.code, companyCode));
    return found ?? { name: companyCode, country: '' };
  }

  salesTotals(query: SalesTotalsQuery): Promise<SalesTotals> {
    return salesTotals(this.db, query);
  }

  async customerFamilies(numbers: readonly string[], visibility: Visibility): Promise<CustomerFamilyMember[]> {
    if (numbers.length === 0) return [];
    return this.db
      .select({
        number: erpCustomer.number,
        name: erpCustomer.name,
        city: erpCustomer.city,
        parentNumber: erpCustomer.parentNumber,
      })
      .from(erpCustomer)
      .where(
        and(
          // The head offices by their key, their branches by the hierarchy's index (customer_parent_idx).
          or(inArray(erpCustomer.number, [...numbers]), inArray(erpCustomer.parentNumber, [...numbers])),
          anyAllHoldFilter(visibility, { companyCode: erpCustomer.companyCode, country: erpCustomer.country }),
        ),
      )
      .orderBy(asc(erpCustomer.number));
  }

  /** The values from the month rollup: the same dimensions as the facts, far fewer rows. */
  async salesFilterValues(visibility: Visibility): Promise<SalesPerformanceFilterValues> {
    const f = erpSalesRollupMonth;
    const visible = factVisibility(visibility);
    const distinct = async (column: PgColumn) => {
      const rows = await this.db
        .selectDistinct({ value: column })
        .from(f)
        .where(and(visible, ne(column, '')))
        .orderBy(asc(column));
      return rows.map((r) => String(r.value));
    };
    const companyCodes = await this.db
      .selectDistinct({ key: erpCompanyCode.code, name: erpCompanyCode.name })
      .from(f)
      .innerJoin(erpCompanyCode, eq(erpCompanyCode.code, f.companyCode))
      .where(visible)
      .orderBy(asc(erpCompanyCode.code));
    const branches = await this.db
      .selectDistinct({ companyCode: erpBranch.companyCode, key: erpBranch.code, name: erpBranch.name })
      .from(f)
      .innerJoin(erpBranch, and(eq(erpBranch.companyCode, f.companyCode), eq(erpBranch.code, f.branchCode)))
      .where(visible)
      .orderBy(asc(erpBranch.companyCode), asc(erpBranch.code));
    const [months] = await this.db
      .select({ first: sql<string | null>`min(${f.month})::text`, last: sql<string | null>`max(${f.month})::text` })
      .from(f)
      .where(visible);
    return {
      companyCodes,
      branches,
      countries: await distinct(f.country),
      marketAreas: await distinct(f.marketArea),
      partnerCompanies: await distinct(f.partnerCompany),
      customerHierarchies: await distinct(f.customerHierarchy),
      territoriesHT: await distinct(f.territoryHT),
      territoriesSAN: await distinct(f.territorySAN),
      regionsHT: await distinct(f.regionHT),
      regionsSAN: await distinct(f.regionSAN),
      months: { first: months?.first ?? null, last: months?.last ?? null },
    };
  }

  async salesReleaseDate(): Promise<string | null> {
    const [row] = await this.db
      .select({ at: erpDataRelease.releasedAt })
      .from(erpDataRelease)
      .where(eq(erpDataRelease.area, 'sales'));
    return row ? row.at.toISOString() : null;
  }
}

type OrderRow = Omit<ErpOrder, 'lines' | 'netValue'> & { netValue: string };
const asOrder = (row: OrderRow) => ({ ...row, netValue: Number(row.netValue) });

const factVisibility = (visibility: Visibility): SQL =>
  anyAllHoldFilter(visibility, {
    companyCode: erpSalesRollupMonth.companyCode,
    branchCode: erpSalesRollupMonth.branchCode,
    country: erpSalesRollupMonth.country,
  });
