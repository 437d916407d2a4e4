import {
  ACR_MFA,
  API,
  formatLocale,
  inLanguage,
  type Locale,
  namedCell,
  REPORT_LIMITS,
  type ReportDataset,
  type ReportDatasetSummary,
  type ReportDefinition,
  type ReportingQuery,
  type ReportingQueryInput,
  type ReportingSharedQuery,
  type ReportRequest,
  type ReportResult,
  type RessourceDefinition,
  type SharedQueryInput,
  type ShareRecipient,
  UI,
} from '@portal/contracts';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, type DbOrTx, sqlState } from '../../db/client';
import { toCsv } from '../../exports/csv';
import { toPdfTable } from '../../exports/pdf';
import { sheet, toXlsx } from '../../exports/xlsx';
import { assertCurrent, type Version } from '../../http/etag';
import { currentUserId, identityOf, secondFactorRequired } from '../../http/guard';
import { conflict, forbidden, HttpProblem, invalid, notFound } from '../../http/problem';
import type { Principal } from '../../http/tokens';
import { serverText } from '../../i18n';
import reportingTexts from '../../i18n/locales/de/reporting.json';
import { type AccessService, anyAllHoldFilter, type UserAccess, visibilityOf } from '../access/service';
import { CATALOGUE, type CatalogueDataset, datasetById, datasetMeta, datasetSummary, mayUseDataset } from './catalogue';
import { type CompiledReport, compileReport } from './compile';
import * as dashboardStore from './dashboard-store';
import * as store from './store';

export interface ReportingOptions {
  /** A report run stops at the database after this long (R9). */
  readonly timeoutMs: number;
  readonly catalogue?: readonly CatalogueDataset[];
}

/**
 * Whom a report is read for: the signed-in caller, or the owner of a subscription at send time
 * (`readerOf`); their access decides the datasets and the rows.
 */
export interface Reader {
  readonly userId: string;
  readonly access: UserAccess;
  readonly iss: string;
  readonly sub: string;
  readonly log: { info(fields: object, message: string): void };
  /**
   * The caller's sign-in, when a person asks now; a subscription's send has none, so it reads no
   * data whose resource asks for a second factor (`readsAtLevel`).
   */
  readonly principal?: Principal;
}

export function readerOf(request: FastifyRequest): Reader {
  const { principal, access } = identityOf(request);
  return {
    userId: currentUserId(request),
    access,
    iss: principal.issuer,
    sub: principal.sub,
    log: request.log,
    principal,
  };
}

/** Whether a dataset's data needs a sign-in with a second factor: its resource does at the API (api.users). */
export function needsSecondFactor(dataset: CatalogueDataset): boolean {
  const resource: RessourceDefinition | undefined = dataset.requires && API[dataset.requires];
  return resource?.acr === ACR_MFA;
}

/**
 * The cells one export file may hold, per format: writing a file holds the process (the PDF and
 * XLSX writers are synchronous), so its size is bounded by what it costs, not by rows alone.
 * Measured on the 2-core development machine with 12 columns: a PDF 36,000 cells a second, an
 * XLSX 150,000 (100,000 rows: 8 s and 1.1 GB), a CSV 3.5 million. So a PDF is a part to read
 * (2,000 rows of the widest source, under a second), an XLSX 20,000 such rows (about 1.6 s), a
 * CSV every row up to maxExportRows. The file's preface says when it holds a part.
 */
export const EXPORT_CELLS = { pdf: 24_000, xlsx: 240_000, csv: 1_200_000 } as const;

/** The rows an export of this format and width holds at most. */
export function exportRowLimit(format: keyof typeof EXPORT_CELLS, columns: number): number {
  return Math.max(1, Math.min(REPORT_LIMITS.maxExportRows, Math.floor(EXPORT_CELLS[format] / Math.max(1, columns))));
}

export interface ReportFile {
  readonly filename: string;
  readonly body: Buffer | string;
  readonly rows: number;
}

/** Reporting (spec §7 /api/reporting; rules in docs/reporting.md). */
export class ReportingService {
  private readonly catalogue: readonly CatalogueDataset[];

  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly options: ReportingOptions,
  ) {
    this.catalogue = options.catalogue ?? CATALOGUE;
  }

  // ---- Catalogue --------------------------------------------------------------------------

  datasets(request: FastifyRequest): ReportDatasetSummary[] {
    const granted = identityOf(request).access.granted;
    return this.catalogue.filter((d) => mayUseDataset(d, granted)).map(datasetSummary);
  }

  dataset(request: FastifyRequest, id: string): ReportDataset {
    return datasetMeta(this.usableDataset(identityOf(request).access, id, 'queryId'));
  }

  /** A dataset the reader may use; one they may not is answered like one that does not exist. */
  private usableDataset(access: UserAccess, id: string, path: string): CatalogueDataset {
    const dataset = datasetById(id, this.catalogue);
    if (!dataset || !mayUseDataset(dataset, access.granted)) {
      if (path === 'queryId') throw notFound('dataset');
      throw invalid(path, 'not a dataset of the catalogue');
    }
    return dataset;
  }

  /**
   * The rows of a dataset the reader may see: the data conditions of their grants of the resource
   * the dataset requires, on the dataset's columns (as the sales screens apply them).
   */
  private rowsFor(access: UserAccess, dataset: CatalogueDataset): SQL | undefined {
    if (!dataset.rows || !dataset.requires) return undefined;
    return anyAllHoldFilter(visibilityOf(access, API[dataset.requires].id), dataset.rows);
  }

  /** The rows every one of these readers may see: each one's filter, all of them ANDed. */
  private rowsForAll(accesses: readonly UserAccess[], dataset: CatalogueDataset): SQL | undefined {
    const filters = accesses.map((a) => this.rowsFor(a, dataset)).filter((f): f is SQL => f !== undefined);
    return filters.length === 0 ? undefined : and(...filters);
  }

  /**
   * The data of the report is read at the level of sign-in its own screens ask for (T7): the user
   * directory (api.users) after a second factor. A person signed in with a password only gets the
   * step-up challenge, as at the user administration; a send by e-mail, which has no sign-in, is
   * refused.
   */
  private assertLevel(reader: Reader, dataset: CatalogueDataset): void {
    if (!needsSecondFactor(dataset) || reader.principal?.secondFactor) return;
    if (reader.principal) {
      throw secondFactorRequired(reader.principal, 'the data of this report needs a sign-in with a second factor');
    }
    throw forbidden('the data of this report needs a sign-in with a second factor and is not sent by e-mail');
  }

  /** Whether a report of this definition may leave the portal by e-mail: not when its data needs a second factor. */
  mailable(definition: ReportDefinition): boolean {
    const dataset = datasetById(definition.source, this.catalogue);
    return dataset !== undefined && !needsSecondFactor(dataset);
  }

  /**
   * How a subscription's recipient may receive a report of this definition: not at all when the
   * data needs a second factor or they may not use its dataset; else the data conditions their
   * rows are read under (`view`: equal views read the same rows, so one mail serves them all).
   */
  recipientView(definition: ReportDefinition, accesses: readonly UserAccess[]): { view: string } | undefined {
    const dataset = datasetById(definition.source, this.catalogue);
    if (!dataset || !this.mailable(definition)) return undefined;
    if (accesses.length === 0 || !accesses.every((a) => mayUseDataset(dataset, a.granted))) return undefined;
    const requires = dataset.rows && dataset.requires;
    if (!requires) return { view: '*' };
    const views = accesses.map((a) => JSON.stringify(visibilityOf(a, API[requires].id)));
    return { view: JSON.stringify([...new Set(views)].sort()) };
  }

  /** Checks a definition completely (catalogue, types, bounds) without running it. */
  private checked(request: FastifyRequest, definition: ReportDefinition, path: string): CompiledReport {
    const dataset = this.usableDataset(identityOf(request).access, definition.source, `${path}.source`);
    return compileReport(dataset, definition);
  }

  // ---- Saved queries ----------------------------------------------------------------------

  async queries(request: FastifyRequest): Promise<ReportingQuery[]> {
    const userId = currentUserId(request);
    const found = await store.queriesVisibleTo(this.db, userId);
    const shares = await store.sharesOfQueries(
      this.db,
      found.filter((q) => q.creatorId === userId).map((q) => q.id),
    );
    return found.map((q) => toQuery(q, userId, shares));
  }

  /** The query when the caller owns it or it was shared with them; 404 otherwise (T20). */
  query(request: FastifyRequest, id: string): Promise<ReportingQuery> {
    return this.queryFor(currentUserId(request), id);
  }

  /** The query for a user who owns it or with whom it was shared; 404 otherwise. */
  async queryFor(userId: string, id: string): Promise<ReportingQuery> {
    const found = await store.query(this.db, id);
    if (!found) throw notFound('query');
    if (found.creatorId === userId) return toQuery(found, userId, await store.sharesOfQueries(this.db, [id]));
    const share = await store.shareOf(this.db, id, userId);
    if (!share) throw notFound('query');
    return toQuery(found, userId, [share]);
  }

  async create(request: FastifyRequest, input: ReportingQueryInput): Promise<ReportingQuery> {
    const userId = currentUserId(request);
    this.checked(request, input.data, 'body.data');
    const id = await this.db.transaction(async (tx) => {
      if ((await store.countOwned(tx, userId)) >= REPORT_LIMITS.maxQueriesPerUser) {
        throw conflict(`at most ${REPORT_LIMITS.maxQueriesPerUser} saved queries per user`);
      }
      if (await store.nameTaken(tx, userId, input.name)) throw nameInUse();
      try {
        return await store.insertQuery(tx, {
          name: input.name,
          description: input.description ?? '',
          data: input.data,
          creatorId: userId,
        });
      } catch (error) {
        if (sqlState(error) === '23505') throw nameInUse();
        throw error;
      }
    });
    return this.query(request, id);
  }

  /** Only the owner changes a query; someone it was shared with gets 403, anyone else 404. */
  async update(
    request: FastifyRequest,
    id: string,
    input: ReportingQueryInput,
    expected: () => ReadonlySet<Version>,
  ): Promise<ReportingQuery> {
    const userId = currentUserId(request);
    this.checked(request, input.data, 'body.data');
    await this.db.transaction(async (tx) => {
      const row = await store.lockQuery(tx, id);
      await this.assertOwner(tx, row, userId);
      assertCurrent(expected(), row!.version);
      if (await store.nameTaken(tx, userId, input.name, id)) throw nameInUse();
      await store.updateQuery(tx, id, { name: input.name, description: input.description ?? '', data: input.data });
    });
    return this.query(request, id);
  }

  async remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version> | undefined): Promise<void> {
    const userId = currentUserId(request);
    await this.db.transaction(async (tx) => {
      const row = await store.lockQuery(tx, id);
      await this.assertOwner(tx, row, userId);
      assertCurrent(expected, row!.version);
      await store.deleteQuery(tx, id);
    });
  }

  private async assertOwner(db: DbOrTx, row: store.QueryRow | undefined, userId: string) {
    if (!row) throw notFound('query');
    if (row.creatorId === userId) return;
    if (await store.isSharedWith(db, row.id, userId)) {
      throw forbidden('a shared query can be run and copied, not changed: save a copy of your own');
    }
    throw notFound('query');
  }

  // ---- Shares -----------------------------------------------------------------------------

  async shares(request: FastifyRequest): Promise<ReportingSharedQuery[]> {
    return (await store.sharesOf(this.db, currentUserId(request))).map(toShare);
  }

  /** Shares an own query with a user who may use reporting; needs ui.shareOptionReporting. */
  async share(
    request: FastifyRequest,
    input: SharedQueryInput,
  ): Promise<{ share: ReportingSharedQuery; created: boolean }> {
    const userId = currentUserId(request);
    this.assertMayShare(request);
    const query = await store.query(this.db, input.reportingQueryId);
    if (!query || query.creatorId !== userId) {
      if (query && (await store.isSharedWith(this.db, query.id, userId))) {
        throw forbidden('only the owner shares a query');
      }
      throw notFound('query');
    }
    if (input.userId === userId) throw invalid('body.userId', 'the query is yours already');
    if (!(await store.userExists(this.db, input.userId))) throw invalid('body.userId', 'no such user');
    const receiver = await this.access.resolveUser(input.userId);
    if (!receiver.granted.has(API.reporting.id)) throw invalid('body.userId', 'the user does not use reporting');
    const created = await this.db.transaction((tx) => store.insertShare(tx, input.reportingQueryId, input.userId));
    const share = await store.shareOf(this.db, input.reportingQueryId, input.userId);
    const { principal } = identityOf(request);
    request.log.info(
      {
        event: 'report.share',
        iss: principal.issuer,
        sub: principal.sub,
        queryId: query.id,
        to: input.userId,
        created,
      },
      'report shared',
    );
    return { share: toShare(share!), created };
  }

  /**
   * The owner takes a share back, or the receiver removes it from their list. The receiver's charts
   * of the query go with it: a chart must not keep showing a query its owner may no longer read.
   */
  async unshare(request: FastifyRequest, queryId: string, receiverId: string): Promise<void> {
    const userId = currentUserId(request);
    const share = await store.shareOf(this.db, queryId, receiverId);
    if (!share || (share.creatorId !== userId && share.userId !== userId)) throw notFound('shared query');
    await this.db.transaction(async (tx) => {
      await store.deleteShare(tx, queryId, receiverId);
      await dashboardStore.deleteChartsOfQuery(tx, receiverId, queryId);
    });
  }

  /** Users a query can be shared with: matching the search, holding api.reporting, not the caller. */
  async recipients(request: FastifyRequest, search: string): Promise<ShareRecipient[]> {
    const userId = currentUserId(request);
    this.assertMayShare(request);
    const found = await store.usersMatching(this.db, search, 50);
    const result: ShareRecipient[] = [];
    for (const user of found) {
      if (user.id === userId) continue;
      if (!(await this.access.resolveUser(user.id)).granted.has(API.reporting.id)) continue;
      result.push({ userId: user.id, name: user.name, email: user.email });
      if (result.length >= 20) break;
    }
    return result;
  }

  private assertMayShare(request: FastifyRequest): void {
    assertMayShare(request);
  }

  // ---- Running ----------------------------------------------------------------------------

  /** The definition a run asks for: inline, or a saved query the caller owns or was shared. */
  private async definitionOf(
    reader: Reader,
    body: ReportRequest,
  ): Promise<{ definition: ReportDefinition; name?: string; queryId?: string }> {
    if (body.query) return { definition: body.query };
    const saved = await this.queryFor(reader.userId, body.reportingQueryId!);
    return { definition: saved.data, name: saved.name, queryId: saved.reportingQueryId };
  }

  async run(request: FastifyRequest, body: ReportRequest): Promise<ReportResult> {
    const reader = readerOf(request);
    const { definition, queryId } = await this.definitionOf(reader, body);
    return this.runDefinition(reader, definition, { limit: body.limit, offset: body.offset }, queryId);
  }

  /** The result columns (id and type) a definition gives the reader; 400 when it does not compile for them. */
  resultColumns(access: UserAccess, definition: ReportDefinition, path: string): { id: string; type: string }[] {
    const dataset = this.usableDataset(access, definition.source, `${path}.source`);
    return compileReport(dataset, definition).columns.map((c) => ({ id: c.id, type: c.type }));
  }

  /** Runs a definition for the reader: their datasets and their rows. */
  async runDefinition(
    reader: Reader,
    definition: ReportDefinition,
    page: { limit?: number | undefined; offset?: number | undefined },
    queryId?: string,
  ): Promise<ReportResult> {
    const started = performance.now();
    const dataset = this.usableDataset(reader.access, definition.source, 'body.query.source');
    this.assertLevel(reader, dataset);
    const compiled = compileReport(dataset, definition, page, this.rowsFor(reader.access, dataset));
    const result = await this.execute(reader, compiled, definition.count !== false, { dataset, queryId, started });
    return {
      count: result.count ?? null,
      columns: compiled.columns.map((c) => ({
        id: c.id,
        key: c.key,
        ...(c.aggregate ? { aggregate: c.aggregate } : {}),
        type: c.type,
        label: c.column.label,
        // A count of years is a quantity again; the least or greatest year is a year.
        ...(c.column.noThousandsSeparator && (!c.aggregate || c.aggregate === 'min' || c.aggregate === 'max')
          ? { noThousandsSeparator: true as const }
          : {}),
      })),
      data: result.rows,
      query: definition,
    };
  }

  /**
   * The whole report (without limit and offset, up to `exportRowLimit`) as an XLSX, CSV or PDF file,
   * read for `reader` (the caller, or a subscription's owner at send time). `recipients`: the
   * people a subscription sends it to; then only rows they may see too are read.
   */
  async export(
    reader: Reader,
    body: ReportRequest,
    format: 'xlsx' | 'csv' | 'pdf',
    locale: Locale,
    country?: string,
    recipients: readonly UserAccess[] = [],
  ): Promise<ReportFile> {
    const started = performance.now();
    const { definition, name: savedName, queryId } = await this.definitionOf(reader, body);
    const dataset = this.usableDataset(reader.access, definition.source, 'body.query.source');
    this.assertLevel(reader, dataset);
    if (!recipients.every((r) => mayUseDataset(dataset, r.granted))) {
      throw forbidden('a recipient may not use the data of this report');
    }
    const source = inLanguage(dataset.label, locale);
    // A report not saved yet is named after its data source in the reader's language
    // ("Kantine – Artikel"), not with an English placeholder; a colon is no file-name character.
    const name = savedName ?? source.replace(/\s*:\s*/g, ' – ');
    const compiled = compileReport(
      dataset,
      definition,
      { limit: exportRowLimit(format, definition.columns.length), offset: 0 },
      this.rowsForAll([reader.access, ...recipients], dataset),
    );
    const result = await this.execute(reader, compiled, true, { dataset, queryId, started, format });
    const columns = compiled.columns.map((c) => ({
      header: headerOf(inLanguage(c.column.label, locale), c.aggregate, locale),
      // A column of codes shows their names, as the report builder's table does.
      value: (row: Record<string, unknown>) =>
        namedCell(row[c.id] as string | number | boolean | null, c.column.values, c.aggregate, locale),
      ...(c.type === 'number' ? { numFmt: '#,##0.00' } : {}),
    }));
    const filename = `${name.replace(/[\p{Cc}\\/:*?"<>|]/gu, '_').slice(0, 80) || 'Report'}.${format}`;
    if (format === 'csv')
      return { filename, body: toCsv(columns, result.rows, formatLocale(locale, country)), rows: result.rows.length };
    const total = result.count ?? result.rows.length;
    if (format === 'pdf') {
      const preface = [source, ...(total > result.rows.length ? [`${result.rows.length} / ${total}`] : [])];
      const write = cellWriter(locale, country);
      const body = await toPdfTable({
        title: savedName ?? source,
        preface: savedName ? preface : preface.slice(1),
        columns: compiled.columns.map((c, i) => ({
          header: columns[i]!.header,
          alignRight: c.type === 'number' || c.type === 'integer',
        })),
        rows: result.rows.map((row) =>
          compiled.columns.map((c, i) => write(columns[i]!.value(row), c.type, c.column.noThousandsSeparator)),
        ),
      });
      return { filename, body, rows: result.rows.length };
    }
    const preface = [
      savedName ? `${savedName} – ${source}` : source,
      ...(total > result.rows.length ? [`${result.rows.length} / ${total}`] : []),
    ];
    const workbook = await toXlsx([sheet({ name, columns, rows: result.rows, preface })]);
    return { filename, body: workbook, rows: result.rows.length };
  }

  private async execute(
    reader: Reader,
    compiled: CompiledReport,
    withCount: boolean,
    audit: { dataset: CatalogueDataset; queryId: string | undefined; started: number; format?: string },
  ): Promise<{ rows: Record<string, string | number | boolean | null>[]; count: number | undefined }> {
    const log = (outcome: string, rows?: number) =>
      reader.log.info(
        {
          event: audit.format ? 'export' : 'report.run',
          iss: reader.iss,
          sub: reader.sub,
          resource: `reporting:${audit.dataset.id}`,
          queryId: audit.queryId,
          format: audit.format,
          outcome,
          rows,
          durationMs: Math.round(performance.now() - audit.started),
        },
        audit.format ? 'export' : 'report run',
      );
    try {
      const result = await store.runReport(
        this.db,
        { select: compiled.select, count: withCount ? compiled.count : undefined },
        this.options.timeoutMs,
      );
      const rows = result.rows.map((row) => {
        const out: Record<string, string | number | boolean | null> = {};
        for (const c of compiled.columns) out[c.id] = cell(row[c.alias], c.type);
        return out;
      });
      log('ok', rows.length);
      return { rows, count: result.count };
    } catch (error) {
      if (sqlState(error) === '57014') {
        log('timeout');
        throw new HttpProblem(
          503,
          'report_timeout',
          `the report ran longer than ${Math.round(this.options.timeoutMs / 1000)} s: narrow its filter or grouping`,
        );
      }
      log('error');
      throw error;
    }
  }
}

/** Values as JSON carries them: numbers for numeric types (the database sends bigint and decimals as text). */
function cell(value: unknown, type: string): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (type === 'integer' || type === 'number') return Number(value);
  if (type === 'boolean') return value === true || value === 't' || value === 'true';
  return String(value);
}

/** How a PDF writes a cell: numbers as the reader's site writes them, yes and no in their language. */
function cellWriter(locale: Locale, country: string | undefined) {
  const tag = formatLocale(locale, country);
  const decimals = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const integers = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return (value: unknown, type: string, plain?: boolean): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return serverText('reporting', locale, value ? 'pdf.yes' : 'pdf.no');
    if (typeof value === 'number') {
      if (plain) return String(value);
      return type === 'number' ? decimals.format(value) : integers.format(value);
    }
    return String(value);
  };
}

/** A column's heading: its label, after its aggregate's word in the reader's language (namespace `reporting`). */
function headerOf(label: string, aggregate: string | undefined, locale: Locale): string {
  if (!aggregate) return label;
  if (!Object.hasOwn(reportingTexts.aggregateHeader, aggregate)) return `${aggregate} ${label}`;
  return serverText(
    'reporting',
    locale,
    `aggregateHeader.${aggregate as keyof typeof reportingTexts.aggregateHeader}`,
    {
      label,
    },
  );
}

/** Sharing (a query or a dashboard) needs ui.shareOptionReporting. */
export function assertMayShare(request: FastifyRequest): void {
  if (!identityOf(request).access.granted.has(UI.shareOptionReporting.id)) {
    throw forbidden('sharing reports needs the permission "Reporting teilen"');
  }
}

const nameInUse = () => conflict('you already have a query of this name');

function toShare(row: store.ShareRow): ReportingSharedQuery {
  return {
    reportingSharedQueryId: row.id,
    reportingQueryId: row.queryId,
    userId: row.userId,
    userName: row.userName,
    queryName: row.queryName,
    creator: row.creatorId,
    creatorName: row.creatorName,
    sharedAt: row.sharedAt.toISOString(),
  };
}

function toQuery(row: store.QueryWithCreator, userId: string, shares: readonly store.ShareRow[]): ReportingQuery {
  return {
    reportingQueryId: row.id,
    name: row.name,
    description: row.description,
    data: row.data as ReportDefinition,
    creator: row.creatorId,
    creatorName: row.creatorName,
    isOwner: row.creatorId === userId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    reportingSharedQueries: shares.filter((s) => s.queryId === row.id).map(toShare),
  };
}
