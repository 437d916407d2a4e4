import crypto from 'node:crypto';
import {
  CONFIRMATION_LINK_HOURS,
  CRM_CONSENT_TEXTS,
  CRM_USER_STATUS,
  type CrmUserStateResponse,
  type CrmUserStatusName,
  type Locale,
  type UserData,
  type userDataInputSchema,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { currentUserId, identityOf } from '../../http/guard';
import { forbidden, HttpProblem, invalid, notFound } from '../../http/problem';
import { brandOfHost } from '../../idp/brand';
import { originOfBrand } from '../../idp/invitations';
import type { Mailer } from '../../mail/index';
import { deliverSoon, enqueueMail } from '../../mail/outbox';
import * as confirmations from './confirmations';
import * as contacts from './contacts';
import { AWAITING_CONFIRMATION, STATUS_MESSAGES } from './statusMessages';

type UserDataInput = z.output<typeof userDataInputSchema>;
/** The consent an end customer gave: the language its text was shown in. */
export interface Consent {
  readonly consentLanguage: Locale;
}
export type RegistrationKind = 'endCustomer' | 'specialist';

/** Registrations one e-mail address may start within the window (T33), across every process. */
export const ATTEMPTS_PER_EMAIL = 5;
/**
 * Registrations one signed-in account may start within the window, whatever the addresses: each
 * end customer's registration mails the address given, so without it one account made the portal
 * mail any number of strangers (20 a minute per client address).
 */
export const ATTEMPTS_PER_ACCOUNT = 5;
export const ATTEMPT_WINDOW_MINUTES = 60;

const STATUS_NAMES = Object.fromEntries(Object.entries(CRM_USER_STATUS).map(([name, n]) => [n, name])) as Record<
  number,
  CrmUserStatusName
>;

/**
 * Registration with the CRM and the registered user's own profile (spec §7 CRM backend). A
 * contact belongs to the signed-in portal user; nobody reads or changes another's. Registrations
 * answer alike whether or not the address is known (T33): only the user's own status tells.
 */
export class CrmRegistrationService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Pick<Mailer, 'sendMail'>,
    /** The configured public origins: a mailed link leads to one of them, never to the request's Host. */
    private readonly origins: readonly string[],
  ) {}

  /**
   * A registration. An end customer's counts only once they followed the link mailed to the
   * address they gave (double opt-in); the consent they gave is kept with its text and time.
   */
  async register(
    request: FastifyRequest,
    kind: RegistrationKind,
    input: UserDataInput,
    consent?: Consent,
  ): Promise<void> {
    const userId = currentUserId(request);
    const { principal } = identityOf(request);
    if (input.openIdUserId && input.openIdUserId !== principal.sub) {
      throw forbidden('a registration is made for the signed-in user only');
    }
    if (input.nickname) {
      // The hidden field people never see was filled in: answer as usual, keep nothing.
      request.log.warn({ event: 'crm.registration.honeypot', userId }, 'registration refused silently');
      return;
    }
    const {
      nickname: _nickname,
      openIdUserId: _sub,
      login: _login,
      domain: _domain,
      serial: _serial,
      ...fields
    } = input;
    const user = await contacts.portalUserOf(this.db, userId);
    const now = new Date();
    const optIn = kind === 'endCustomer';
    await this.guarded(userId, input.email, async (tx) => {
      if (optIn) await contacts.dropUnconfirmed(tx, userId, input.email, CONFIRMATION_LINK_HOURS);
      const inserted = await contacts.insertContact(tx, {
        ...fields,
        userId,
        openIdUserId: principal.sub,
        login: user?.username || principal.sub,
        domain: this.siteDomain(request),
        registrationType: kind,
        confirmedAt: optIn ? null : now,
        ...(consent
          ? {
              consentText: CRM_CONSENT_TEXTS[consent.consentLanguage],
              consentLanguage: consent.consentLanguage,
              consentAt: now,
            }
          : {}),
      });
      if (!inserted || !optIn) return;
      const token = await confirmations.issue(tx, userId, CONFIRMATION_LINK_HOURS);
      await enqueueMail(tx, {
        template: 'crm-confirm-registration',
        recipient: fields.email,
        locale: fields.language,
        brand: brandOfHost(request.host),
        country: fields.country.toLowerCase(),
        values: {
          name: `${fields.firstName} ${fields.lastName}`,
          link: confirmationLink(
            originOfBrand(this.origins, brandOfHost(request.host)),
            fields.language,
            fields.country,
            token,
          ),
          hours: CONFIRMATION_LINK_HOURS,
        },
      });
    });
    if (optIn) deliverSoon(this.db, this.mailer, request.log);
  }

  /**
   * The confirmation link was followed: the registration counts from now on. Following it again
   * is answered alike (a retried request); an unknown, expired or replaced link is refused.
   */
  async confirm(token: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const userId = await confirmations.redeem(tx, token);
      if (!userId) {
        throw new HttpProblem(400, 'confirmation_link_invalid', 'unknown, expired or replaced confirmation link');
      }
      await contacts.markConfirmed(tx, userId);
    });
  }

  /**
   * The site a registration was made on, as the administrators see it and as their decision mail
   * takes its brand from: the request's host when it is one of the portal's own, else the origin of
   * the brand the host names (a forged Host header names no foreign site).
   */
  private siteDomain(request: FastifyRequest): string {
    const own = this.origins.map((o) => new URL(o).hostname);
    if (own.includes(request.hostname)) return request.hostname;
    return new URL(originOfBrand(this.origins, brandOfHost(request.host))).hostname;
  }

  /** The short registration: the portal user's own name and address, in the chosen language. */
  async registerSimple(request: FastifyRequest, language: Locale): Promise<void> {
    const userId = currentUserId(request);
    const { principal } = identityOf(request);
    const user = await contacts.portalUserOf(this.db, userId);
    if (!user?.email) throw invalid('user.email', 'the signed-in user has no e-mail address');
    await this.guarded(userId, user.email, async (tx) => {
      await contacts.insertContact(tx, {
        userId,
        openIdUserId: principal.sub,
        login: user.username || principal.sub,
        email: user.email,
        domain: this.siteDomain(request),
        registrationType: 'simple',
        firstName: user.firstName || user.username || principal.sub,
        lastName: user.lastName || user.username || principal.sub,
        language,
        country: 'DE',
      });
    });
  }

  async status(request: FastifyRequest, id: string, locale: Locale): Promise<CrmUserStateResponse> {
    const userId = this.own(request, id);
    const contact = await contacts.findContact(this.db, userId);
    let name: CrmUserStatusName;
    if (contact && !contact.confirmedAt) {
      return { userStatus: String(CRM_USER_STATUS.NotExists), statusMessage: AWAITING_CONFIRMATION[locale] };
    }
    if (contact) name = STATUS_NAMES[contact.userStatus] ?? 'ExistsAsWebRegistration';
    else {
      const user = await contacts.portalUserOf(this.db, userId);
      name =
        user?.email && (await contacts.emailHeldByOther(this.db, user.email, userId)) ? 'DuplicateEmail' : 'NotExists';
    }
    return { userStatus: String(CRM_USER_STATUS[name]), statusMessage: STATUS_MESSAGES[name][locale] };
  }

  async read(request: FastifyRequest, id: string): Promise<UserData> {
    return contacts.userDataOf(await this.registered(request, id));
  }

  /** The profile's own fields; the address and the identity fields stay as registered. */
  async change(request: FastifyRequest, id: string, input: UserDataInput): Promise<void> {
    const userId = this.own(request, id);
    const contact = await this.registered(request, id);
    if (input.email.toLowerCase() !== contact.email.toLowerCase()) {
      throw invalid('body.email', 'the address is changed at the identity provider, not here');
    }
    const { nickname: _n, openIdUserId: _s, login: _l, domain: _d, serial: _serial, email: _e, ...fields } = input;
    await contacts.updateContact(this.db, userId, fields);
  }

  /**
   * The caller's own contact when its registration is approved (status 2). Without one, or while
   * it is unconfirmed or waits for the clerk (1), the answer is 412: the shell's registration
   * handling of spec §4 starts. A contact the CRM blocked (3 to 5) is refused with 403.
   */
  private async registered(request: FastifyRequest, id: string): Promise<contacts.ContactRow> {
    const contact = await contacts.findContact(this.db, this.own(request, id));
    if (!contact || !contact.confirmedAt || contact.userStatus === CRM_USER_STATUS.ExistsAsWebRegistration) {
      throw new HttpProblem(412, 'crm_registration_required', 'register with the CRM first; see the status call');
    }
    if (contact.userStatus !== CRM_USER_STATUS.ExistsAsContactCmsEnabled) {
      throw new HttpProblem(403, 'crm_access_blocked', 'the CRM has not enabled this contact');
    }
    return contact;
  }

  /**
   * The caller's portal user when `id` is their own subject (the CRM's openIdUserId); another
   * user's id reads as missing, so ids cannot be probed.
   */
  private own(request: FastifyRequest, id: string): string {
    const userId = currentUserId(request);
    if (id !== identityOf(request).principal.sub) throw notFound('CRM user');
    return userId;
  }

  /**
   * Runs a registration write when the address and the account have attempts left in the window,
   * counting this one for both; one transaction, serialized per address and per account so
   * concurrent attempts cannot all pass the counts.
   */
  private async guarded(userId: string, email: string, write: (tx: Tx) => Promise<void>) {
    const key = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    const limits = [
      { key: key(email.trim().toLowerCase()), max: ATTEMPTS_PER_EMAIL, what: 'this address' },
      { key: key(`account:${userId}`), max: ATTEMPTS_PER_ACCOUNT, what: 'this account' },
    ].sort((a, b) => a.key.localeCompare(b.key));
    await this.db.transaction(async (tx) => {
      // Locks in one order, so two attempts holding one key each never wait for each other.
      for (const { key: k } of limits) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${k}))`);
      const since = new Date(Date.now() - ATTEMPT_WINDOW_MINUTES * 60_000);
      for (const { key: k, max, what } of limits) {
        if ((await contacts.attemptsSince(tx, k, since)) >= max) {
          throw new HttpProblem(429, 'rate_limited', `too many registrations for ${what}; try again later`, {
            headers: { 'retry-after': String(ATTEMPT_WINDOW_MINUTES * 60) },
          });
        }
      }
      for (const { key: k } of limits) await contacts.recordAttempt(tx, k);
      await write(tx);
    });
  }
}

/**
 * The page the confirmation link opens: the CRM area in the applicant's language, on the configured
 * site of the brand the registration came from, with the one-time token in its hash route. The
 * origin is a configured one, not the request's Host: anyone signed in may have a mail sent to any
 * address, and a forged Host would put a foreign site into the portal's own mail.
 */
function confirmationLink(origin: string, language: string, country: string, token: string): string {
  return `${origin}/portal/${language}/${country.toLowerCase()}/crm/#/confirm?token=${token}`;
}
