import type { SapSqlResult } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { identityOf } from '../../http/guard';
import { HttpProblem } from '../../http/problem';
import type { ConcurrencyGate } from './gate';
import {
  type ReadOnlyRunner,
  type RunLimits,
  SqlCancelled,
  SqlFailed,
  SqlTimeout,
  SqlTooLarge,
  SqlToolUnavailable,
} from './runner';
import { judgeStatement } from './statement';
import { insertSqlAudit, type SqlAuditEntry } from './store';

/** How much of a statement the security log carries; the audit table keeps it whole. */
const LOGGED_SQL_LENGTH = 2_000;

/**
 * The SAP SQL tool's rules (docs/sapsql.md): the statement filter, then the read-only run with
 * caps and a time limit; every call, whatever its outcome, is written to the audit table and the
 * security log (T26, T35).
 */
export class SapSqlService {
  constructor(
    private readonly db: Db,
    private readonly runner: ReadOnlyRunner,
    private readonly limits: RunLimits,
    private readonly gate: ConcurrencyGate,
  ) {}

  async query(request: FastifyRequest, text: string, signal: AbortSignal): Promise<SapSqlResult> {
    const verdict = judgeStatement(text);
    if (!verdict.ok) {
      await this.record(request, text, { outcome: 'refused', code: verdict.code, durationMs: 0 });
      throw new HttpProblem(400, verdict.code, `refused: ${verdict.why}`);
    }
    const { principal } = identityOf(request);
    const leave = this.gate.enter(`${principal.issuer} ${principal.sub}`);
    if (!leave) {
      await this.record(request, text, { outcome: 'refused', code: 'sql_busy', durationMs: 0 });
      throw new HttpProblem(429, 'sql_busy', 'too many statements of the SQL tool are running; try again shortly', {
        headers: { 'retry-after': '1' },
      });
    }
    try {
      const result = await this.runner.run(text, this.limits, signal).finally(leave);
      // Truncated with no row at all: the first row alone is over the byte cap.
      if (result.truncated && result.rows.length === 0) throw new SqlTooLarge(result.durationMs);
      await this.record(request, text, {
        outcome: 'ok',
        rowCount: result.rows.length,
        truncated: result.truncated,
        durationMs: result.durationMs,
      });
      const keys = uniqueNames(result.columns.map((c) => c.name));
      return {
        items: result.rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? null]))),
        columns: result.columns.map((c, i) => ({ name: keys[i]!, type: c.type })),
        rowCount: result.rows.length,
        truncated: result.truncated,
        maxRows: this.limits.maxRows,
        maxBytes: this.limits.maxBytes,
        duration: result.durationMs,
      };
    } catch (error) {
      if (error instanceof SqlTimeout) {
        await this.record(request, text, { outcome: 'timeout', code: 'sql_timeout', durationMs: error.durationMs });
        throw new HttpProblem(422, 'sql_timeout', `stopped after ${this.limits.timeoutMs} ms`);
      }
      if (error instanceof SqlCancelled) {
        await this.record(request, text, { outcome: 'cancelled', code: 'sql_failed', durationMs: error.durationMs });
        throw new HttpProblem(400, 'sql_failed', 'cancelled');
      }
      if (error instanceof SqlFailed) {
        await this.record(request, text, { outcome: 'failed', code: 'sql_failed', durationMs: error.durationMs });
        // The database's own message about the caller's statement is what the tool is for.
        throw new HttpProblem(400, 'sql_failed', `${error.sqlState ?? ''}: ${error.message}`);
      }
      if (error instanceof SqlTooLarge) {
        await this.record(request, text, { outcome: 'failed', code: 'sql_too_large', durationMs: error.durationMs });
        throw new HttpProblem(422, 'sql_too_large', `a row is larger than the cap of ${this.limits.maxBytes} bytes`);
      }
      if (error instanceof SqlToolUnavailable) {
        request.log.error({ event: 'sql.tool_unavailable', err: error }, 'the SQL tool has no safe login');
        await this.record(request, text, { outcome: 'failed', code: 'sql_tool_unavailable', durationMs: 0 });
        throw new HttpProblem(503, 'sql_tool_unavailable', 'the SQL tool is not set up on this server', {
          headers: { 'retry-after': '60' },
        });
      }
      await this.record(request, text, { outcome: 'failed', code: 'internal_error', durationMs: 0 }).catch(
        () => undefined,
      );
      throw error;
    }
  }

  private async record(
    request: FastifyRequest,
    sqlText: string,
    result: Pick<SqlAuditEntry, 'outcome' | 'durationMs'> &
      Partial<Pick<SqlAuditEntry, 'code' | 'rowCount' | 'truncated'>>,
  ): Promise<void> {
    const { principal, access } = identityOf(request);
    const entry: SqlAuditEntry = {
      userId: access.userId,
      issuer: principal.issuer,
      sub: principal.sub,
      requestId: request.id,
      sqlText,
      code: null,
      rowCount: null,
      truncated: false,
      ...result,
    };
    const auditId = await insertSqlAudit(this.db, entry);
    // T35: structured, with the user, the action and its outcome; pino encodes every field.
    request.log.info(
      {
        event: 'sql.query',
        iss: principal.issuer,
        sub: principal.sub,
        userId: access.userId,
        resource: 'api.sapSql',
        outcome: entry.outcome,
        code: entry.code,
        rowCount: entry.rowCount,
        truncated: entry.truncated,
        durationMs: entry.durationMs,
        auditId,
        sql: sqlText.slice(0, LOGGED_SQL_LENGTH),
      },
      'SQL tool query',
    );
  }
}

/** Item keys: a repeated column name (`select 1, 1`) gets `_2`, `_3`, … so no value is lost. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let key = name;
    for (let n = 2; taken.has(key); n++) key = `${name}_${n}`;
    taken.add(key);
    return key;
  });
}
