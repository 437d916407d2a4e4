import {
  type Brand,
  isBrand,
  isLocale,
  type Locale,
  type PortalUser,
  type UserCreate,
  type UserSignIn,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../../config';
import type { DbOrTx, Tx } from '../../../db/client';
import { account } from '../../../db/schema/idp';
import { EMBEDDED_ISSUER_KEY } from '../../../db/seed-data';
import { conflict, invalid, notFound } from '../../../http/problem';
import { issueToken, revokeTokens, type TokenPurpose } from '../../../idp/account-tokens';
import { type AccountRow, findAccountById } from '../../../idp/accounts';
import { createInvitedAccount, invitationOpen, sendAccountLink } from '../../../idp/invitations';
import { type RevokedGrants, revokeAccountGrants, setAccountsDisabled } from '../../../idp/revocations';
import type { Mailer } from '../../../mail/index';
import type { ChangeRunner } from '../../audit/service';
import { assertOrgExists } from '../roles/service';
import { findRole } from '../roles/store';
import { issuerOf, lastLinkSite, setUserDisabled, userDisabled } from './onboarding-store';
import { assignRoles, locked } from './service';
import * as store from './store';

interface Link {
  readonly purpose: TokenPurpose;
  readonly token: string;
  readonly to: AccountRow;
  readonly locale: Locale;
  readonly brand: Brand;
}

/**
 * Onboarding people with the embedded provider (issue 19 §2), by user administration: invite,
 * send the invitation again, disable and enable a person, reset their second factors. Each change
 * runs in one transaction with its audit entry; the mail goes out after the commit.
 */
export class UserOnboarding {
  constructor(
    private readonly config: PortalConfig,
    private readonly changes: ChangeRunner,
    private readonly mailer: Mailer,
    private readonly revokedGrants: RevokedGrants | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** POST /api/User without openIdUserId: the account, the portal user with their roles, the invitation mail. */
  async invite(request: FastifyRequest, input: UserCreate): Promise<PortalUser> {
    if (!this.config.embeddedIdp) {
      throw invalid('body.openIdUserId', 'required: people sign in through an external identity provider');
    }
    const { issuer: _issuer, openIdUserId: _sub, roles = [], brand = 'group', locale = 'de', ...fields } = input;
    if (!fields.email) throw invalid('body.email', 'an invitation needs an e-mail address');
    const { created, link } = await this.changes.run(request, async ({ tx, audit }) => {
      await assertOrgExists(tx, fields.org);
      const person = await createInvitedAccount(tx, {
        email: fields.email,
        givenName: fields.firstName,
        familyName: fields.lastName,
        department: fields.department,
        locale,
      });
      if (!person) throw conflict('an account with this e-mail address exists already');
      const created = await store.insertUser(tx, EMBEDDED_ISSUER_KEY, {
        ...fields,
        username: fields.username || fields.email,
        openIdUserId: person.id,
      });
      const assigned = await assignRoles(tx, created.id, roles);
      const token = await issueToken(tx, person.id, 'invitation', { locale, brand });
      await audit({
        action: 'invite',
        entity: 'user',
        entityId: created.id,
        after: { ...created, roles: assigned, brand, locale },
      });
      return { created, link: { purpose: 'invitation', token, to: person, locale, brand } satisfies Link };
    });
    await this.send(link);
    return created;
  }

  /** POST /api/User/{userId}/invitation: a new link (the old one stops working) while the invitation is open. */
  async resendInvitation(request: FastifyRequest, userId: string): Promise<void> {
    const link = await this.changes.run(request, async ({ tx, audit }) => {
      const person = await this.accountOf(tx, userId);
      if (!invitationOpen(person)) throw conflict('the person has accepted the invitation already');
      const site = await this.siteOf(tx, person, 'invitation');
      const token = await issueToken(tx, person.id, 'invitation', site);
      await audit({ action: 'resend-invitation', entity: 'user', entityId: userId, after: site });
      return { purpose: 'invitation', token, to: person, ...site } satisfies Link;
    });
    await this.send(link);
  }

  /** POST /api/User/{userId}/disable: the person cannot sign in, their sessions and refresh tokens end now. */
  async disable(request: FastifyRequest, userId: string, self: string | null): Promise<void> {
    if (userId === self) throw conflict('administrators cannot disable their own user');
    const revoked = await this.changes.run(request, async ({ tx, audit }) => {
      const before = await locked(tx, userId, undefined);
      await setUserDisabled(tx, userId, true);
      let grants: string[] = [];
      if ((await this.embeddedAccount(tx, userId, before.openIdUserId)) !== undefined) {
        await setAccountsDisabled(tx, [before.openIdUserId], true);
        await revokeTokens(tx, before.openIdUserId);
        grants = await revokeAccountGrants(tx, [before.openIdUserId], this.keepRevokedSeconds());
      }
      await audit({
        action: 'disable',
        entity: 'user',
        entityId: userId,
        after: { disabled: true, endedGrants: grants.length },
      });
      return grants;
    });
    await Promise.all(revoked.map((grantId) => this.revokedGrants?.revoke(grantId)));
  }

  /** POST /api/User/{userId}/enable: a disabled person may sign in again. */
  async enable(request: FastifyRequest, userId: string): Promise<void> {
    await this.changes.run(request, async ({ tx, audit }) => {
      const before = await locked(tx, userId, undefined);
      await setUserDisabled(tx, userId, false);
      if ((await this.embeddedAccount(tx, userId, before.openIdUserId)) !== undefined) {
        await setAccountsDisabled(tx, [before.openIdUserId], false);
      }
      await audit({ action: 'enable', entity: 'user', entityId: userId, after: { disabled: false } });
    });
  }

  /**
   * DELETE /api/User/{userId}/factors: the second factor is removed, every session ends, and the
   * person gets a link to enrol a new one (a lost phone).
   */
  async resetFactors(request: FastifyRequest, userId: string): Promise<void> {
    const { link, revoked } = await this.changes.run(request, async ({ tx, audit }) => {
      const person = await this.accountOf(tx, userId);
      await tx.update(account).set({ totpSecret: null, totpLastStep: null }).where(eq(account.id, person.id));
      const revoked = await revokeAccountGrants(tx, [person.id], this.keepRevokedSeconds());
      const site = await this.siteOf(tx, person, 'invitation');
      const token = await issueToken(tx, person.id, 'factor-reset', site);
      await audit({
        action: 'reset-factors',
        entity: 'user',
        entityId: userId,
        before: { totp: person.totpSecret !== null },
      });
      return { link: { purpose: 'factor-reset', token, to: person, ...site } satisfies Link, revoked };
    });
    await Promise.all(revoked.map((grantId) => this.revokedGrants?.revoke(grantId)));
    await this.send(link);
  }

  /** GET /api/User/{userId}/sign-in: what the editor's onboarding actions apply to. */
  async signIn(db: DbOrTx, userId: string): Promise<UserSignIn> {
    const user = await store.findUser(db, userId);
    if (!user) throw notFound('user');
    const disabled = await userDisabled(db, userId);
    const person = await this.embeddedAccount(db, userId, user.openIdUserId);
    if (!person) return { provider: 'external', invitationOpen: false, disabled, secondFactor: false };
    return {
      provider: 'embedded',
      invitationOpen: invitationOpen(person),
      disabled,
      secondFactor: person.totpSecret !== null,
    };
  }

  /** The embedded provider's account the user signs in with, if they do. */
  private async embeddedAccount(db: DbOrTx, userId: string, subject: string): Promise<AccountRow | undefined> {
    if (!this.config.embeddedIdp || (await issuerOf(db, userId)) !== EMBEDDED_ISSUER_KEY) return undefined;
    return findAccountById(db, subject);
  }

  private async accountOf(tx: Tx, userId: string): Promise<AccountRow> {
    const user = await locked(tx, userId, undefined);
    const person = await this.embeddedAccount(tx, userId, user.openIdUserId);
    if (!person) throw notFound('account of the embedded identity provider');
    return person;
  }

  private async siteOf(tx: Tx, person: AccountRow, purpose: TokenPurpose): Promise<{ locale: Locale; brand: Brand }> {
    const last = await lastLinkSite(tx, person.id, purpose);
    const locale = isLocale(person.locale) ? person.locale : 'de';
    return { locale, brand: last && isBrand(last.brand) ? last.brand : 'group' };
  }

  private keepRevokedSeconds(): number {
    return this.config.accessTokenTtl + this.config.clockTolerance;
  }

  /** After the commit: a mail that fails leaves the change in place; the administrator sends it again. */
  private async send(link: Link): Promise<void> {
    try {
      await sendAccountLink(this.mailer, this.config.origins, link);
    } catch (err) {
      this.log.error({ err, event: `account.${link.purpose}.mail_failed`, sub: link.to.id }, 'mail not sent');
    }
  }
}
