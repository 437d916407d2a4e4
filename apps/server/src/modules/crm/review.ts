import type { RegistrationDecision, RegistrationEntry, RegistrationPage } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { assertCurrent, type Version } from '../../http/etag';
import { conflict, notFound } from '../../http/problem';
import { actorOf } from '../audit/service';
import { insertAuditEntry } from '../audit/store';
import { enqueueMail } from './mailOutbox';
import { decisionMail } from './registrationMails';
import * as store from './reviewStore';

/**
 * The CRM clerk's review of registrations (issue 19 §6): a confirmed registration waits at status
 * 1; the clerk approves it (2) or rejects it (3), or moves a decided one back to 1. Each decision
 * names the version it was made on (If-Match), is audited in its own transaction, and mails the
 * applicant.
 */
export class RegistrationReviewService {
  constructor(private readonly db: Db) {}

  async list(query: { status?: number | undefined; page: number; pageSize: number }): Promise<RegistrationPage> {
    const { items, total } = await store.findRegistrations(this.db, query);
    return { items: items.map(store.entryOf), total, page: query.page, pageSize: query.pageSize };
  }

  async decide(
    request: FastifyRequest,
    userId: string,
    decision: RegistrationDecision,
    expected: ReadonlySet<Version>,
  ): Promise<RegistrationEntry> {
    const actor = actorOf(request);
    return this.db.transaction(async (tx) => {
      const before = await store.lockRegistration(tx, userId);
      if (!before) throw notFound('registration');
      assertCurrent(expected, before.version);
      if (before.userStatus === decision.userStatus) {
        throw conflict(`the registration is in status ${before.userStatus} already`);
      }
      if (before.userStatus > 3) throw conflict('the CRM set this contact’s status; it is not the review’s to change');
      await store.setStatus(tx, userId, decision.userStatus, actor.id);
      const after = await store.lockRegistration(tx, userId);
      if (!after) throw notFound('registration');
      await insertAuditEntry(tx, actor, {
        action: 'update',
        entity: 'crmRegistration',
        entityId: userId,
        before: { userStatus: before.userStatus },
        after: { userStatus: after.userStatus },
      });
      await enqueueMail(tx, {
        kind: 'registrationDecided',
        recipient: after.email,
        language: after.language,
        ...decisionMail(after.language, decision.userStatus),
      });
      return store.entryOf(after);
    });
  }
}
