import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { sqlState } from '../../db/client';
import { identityOf } from '../../http/guard';
import { conflict } from '../../http/problem';
import type { AccessService } from '../access/service';
import { type Actor, type Change, insertAuditEntry } from './store';

/** The caller as the trail names them: portal user, subject, a readable name, and the request. */
export function actorOf(request: FastifyRequest): Actor {
  const { principal, access } = identityOf(request);
  const claims = principal.claims;
  const name = [claims.preferred_username, claims.name, claims.email].find((v) => typeof v === 'string');
  return { id: access.userId, sub: principal.sub, name: (name as string | undefined) ?? '', requestId: request.id };
}

/**
 * A rule every change must keep, checked in the change's own transaction: `before` reads what the
 * rule needs (and may lock), `after` refuses the change by throwing, which rolls it back.
 */
export interface ChangeRule<S> {
  before(tx: Tx): Promise<S>;
  after(tx: Tx, before: S): Promise<void>;
}

export interface ChangeScope {
  readonly tx: Tx;
  /** Records what changed, in the change's own transaction. */
  audit(change: Change): Promise<void>;
}

/**
 * Runs one administration change: in one transaction with its audit entries (a change that fails
 * leaves no entry, an entry never describes a change that did not happen), then drops the cached
 * permissions so the change applies on everyone's next request without a new sign-in.
 */
export class ChangeRunner {
  constructor(
    private readonly db: Db,
    private readonly accessService: AccessService,
    private readonly rule?: ChangeRule<unknown>,
  ) {}

  async run<T>(request: FastifyRequest, change: (scope: ChangeScope) => Promise<T>): Promise<T> {
    const actor = actorOf(request);
    const recorded: Change[] = [];
    try {
      const result = await this.db.transaction(async (tx) => {
        const before = await this.rule?.before(tx);
        const changed = await change({
          tx,
          audit: async (entry) => {
            await insertAuditEntry(tx, actor, entry);
            recorded.push(entry);
          },
        });
        await this.rule?.after(tx, before);
        return changed;
      });
      // After the commit only: the log names changes that happened (T35); before/after stay in the trail.
      for (const entry of recorded) {
        request.log.info(
          {
            event: 'admin.change',
            sub: actor.sub,
            action: entry.action,
            entity: entry.entity,
            entityId: String(entry.entityId),
          },
          'administration change',
        );
      }
      return result;
    } catch (error) {
      // A concurrent change took the name between our check and our write.
      if (sqlState(error) === '23505') throw conflict('the name is already in use');
      throw error;
    } finally {
      this.accessService.invalidate();
    }
  }
}

/**
 * Records a change an operator command made on the server (cli.ts), in the change's own
 * transaction. There is no request and no portal user: the trail names the command.
 */
export function auditOperatorChange(tx: Tx, command: string, change: Change): Promise<void> {
  return insertAuditEntry(tx, { id: null, sub: `operator:${command}`, name: command, requestId: null }, change);
}

// What other modules may use of the audit trail beside the ChangeRunner: this file is the module's entry.
export { type Actor, type Change, insertAuditEntry } from './store';
