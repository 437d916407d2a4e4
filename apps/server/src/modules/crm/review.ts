import {
  DEFAULT_LOCALE,
  isLocale,
  type RegistrationDecision,
  type RegistrationEntry,
  type RegistrationPage,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { assertCurrent, type Version } from '../../http/etag';
import { conflict, notFound } from '../../http/problem';
import { brandOfHost } from '../../idp/brand';
import type { Mailer } from '../../mail/index';
import { deliverSoon, enqueueMail } from '../../mail/outbox';
import { actorOf, insertAuditEntry } from '../audit/service';
import * as store from './reviewStore';

/** The mail telling the applicant the decision. */
const DECISION_MAILS = {
  1: 'crm-registration-reopened',
  2: 'crm-registration-approved',
  3: 'crm-registration-rejected',
} as const;

/**
 * The CRM clerk's review of registrations (issue 19 §6): a confirmed registration waits at status
 * 1; the clerk approves it (2) or rejects it (3), or moves a decided one back to 1. Each decision
 * names the version it was made on (If-Match), is audited in its own transaction, and mails the
 * applicant.
 */
export class RegistrationReviewService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Pick<Mailer, 'sendMail'>,
  ) {}

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
    const entry = await this.db.transaction(async (tx) => {
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
        template: DECISION_MAILS[decision.userStatus],
        recipient: after.email,
        locale: isLocale(after.language) ? after.language : DEFAULT_LOCALE,
        // The brand of the site the applicant registered on.
        brand: brandOfHost(after.domain),
        country: after.country.toLowerCase(),
        values: { name: `${after.firstName} ${after.lastName}` },
      });
      return store.entryOf(after);
    });
    deliverSoon(this.db, this.mailer, request.log);
    return entry;
  }
}
