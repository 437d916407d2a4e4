import {
  API,
  CHART_MAX_ROWS,
  type Chart,
  type ChartInput,
  type Dashboard,
  type ReportResult,
  type SharedDashboard,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentUserId } from '../../http/guard';
import { HttpProblem, invalid, notFound } from '../../http/problem';
import type { AccessService } from '../access/service';
import * as store from './dashboard-store';
import { assertMayShare, type ReportingService, readerOf } from './service';

const NUMERIC = new Set(['integer', 'number']);

/**
 * Charts of saved queries on a person's dashboard (docs/reporting.md "Charts and the dashboard").
 * A dashboard is shared like a query; whoever looks at a chart reads its query with their own
 * access, so a shared dashboard never shows a row the viewer's data conditions exclude.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly reporting: ReportingService,
  ) {}

  /** The caller's dashboard, or one shared with them (404 for anyone else's). */
  async dashboard(request: FastifyRequest, ownerId?: string): Promise<Dashboard> {
    const userId = currentUserId(request);
    const owner = ownerId ?? userId;
    await this.assertMayView(owner, userId);
    const isOwner = owner === userId;
    return {
      ownerId: owner,
      ownerName: (await store.ownerName(this.db, owner)) ?? '',
      isOwner,
      charts: (await store.chartsOf(this.db, owner)).map(toChart),
      shares: isOwner
        ? (await store.sharesOf(this.db, owner)).map((s) => ({ ...s, sharedAt: s.sharedAt.toISOString() }))
        : [],
    };
  }

  sharedWithMe(request: FastifyRequest): Promise<SharedDashboard[]> {
    return store.sharedWith(this.db, currentUserId(request));
  }

  /** Puts a chart of a query the caller may run on their dashboard; its columns must be the query's. */
  async addChart(request: FastifyRequest, input: ChartInput): Promise<Chart> {
    const userId = currentUserId(request);
    const query = await this.reporting.queryFor(userId, input.reportingQueryId);
    const columns = this.reporting.resultColumns(readerOf(request).access, query.data, 'body.query');
    const value = columns.find((c) => c.id === input.value);
    if (!value || !NUMERIC.has(value.type)) throw invalid('body.value', 'not a numeric column of the query');
    if (input.category !== undefined && !columns.some((c) => c.id === input.category)) {
      throw invalid('body.category', 'not a column of the query');
    }
    const id = await this.db.transaction((tx) =>
      store.insertChart(tx, {
        ownerId: userId,
        queryId: input.reportingQueryId,
        name: input.name,
        kind: input.kind,
        category: input.category ?? null,
        value: input.value,
      }),
    );
    return toChart({ ...(await store.chart(this.db, id))!, queryName: query.name });
  }

  async removeChart(request: FastifyRequest, id: string): Promise<void> {
    const found = await store.chart(this.db, id);
    if (!found || found.ownerId !== currentUserId(request)) throw notFound('chart');
    await this.db.transaction((tx) => store.deleteChart(tx, id));
  }

  /** A chart's rows for the caller (owner, or someone the dashboard is shared with), read with their access. */
  async chartData(request: FastifyRequest, id: string): Promise<ReportResult> {
    const found = await store.chart(this.db, id);
    if (!found) throw notFound('chart');
    const reader = readerOf(request);
    await this.assertMayView(found.ownerId, reader.userId);
    // The chart's owner must still be allowed to run its query (own, or shared with them).
    const query = await this.reporting.queryFor(found.ownerId, found.queryId).catch((error: unknown) => {
      if (error instanceof HttpProblem && error.status === 404) throw notFound('chart');
      throw error;
    });
    return this.reporting.runDefinition(reader, query.data, { limit: CHART_MAX_ROWS, offset: 0 }, found.queryId);
  }

  /** Shares the caller's dashboard with a user who holds api.reporting; true when the share is new. */
  async share(request: FastifyRequest, userId: string): Promise<boolean> {
    const ownerId = currentUserId(request);
    assertMayShare(request);
    if (userId === ownerId) throw invalid('body.userId', 'the dashboard is yours already');
    if ((await store.ownerName(this.db, userId)) === undefined) throw invalid('body.userId', 'no such user');
    if (!(await this.access.resolveUser(userId)).granted.has(API.reporting.id)) {
      throw invalid('body.userId', 'the user does not use reporting');
    }
    return this.db.transaction((tx) => store.insertShare(tx, ownerId, userId));
  }

  /** The owner takes a share back, or the receiver removes a dashboard from their list. */
  async unshare(request: FastifyRequest, ownerId: string, userId: string): Promise<void> {
    const caller = currentUserId(request);
    if (caller !== ownerId && caller !== userId) throw notFound('dashboard share');
    const deleted = await this.db.transaction((tx) => store.deleteShare(tx, ownerId, userId));
    if (!deleted) throw notFound('dashboard share');
  }

  private async assertMayView(ownerId: string, userId: string): Promise<void> {
    if (ownerId !== userId && !(await store.isShared(this.db, ownerId, userId))) throw notFound('dashboard');
  }
}

function toChart(row: store.ChartWithQuery): Chart {
  return {
    chartId: row.id,
    reportingQueryId: row.queryId,
    queryName: row.queryName,
    name: row.name,
    kind: row.kind,
    category: row.category,
    value: row.value,
    position: row.position,
  };
}
