import crypto from 'node:crypto';
import {
  ACR_MFA,
  type AccountPasskey,
  type AccountProfile,
  type AccountSession,
  type TotpEnrolment,
} from '@portal/contracts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { PortalConfig } from '../../config';
import type { Db } from '../../db/client';
import { EMBEDDED_ISSUER_KEY } from '../../db/seed-data';
import { identityOf } from '../../http/guard';
import { HttpProblem, notFound } from '../../http/problem';
import { type AccountRow, findAccountById } from '../../idp/accounts';
import { createAdapterClass } from '../../idp/adapter';
import { brandOfHost } from '../../idp/brand';
import { brandDisplayName } from '../../idp/brand-name';
import {
  listPasskeys,
  type PasskeyChallenges,
  type PasskeyRow,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  registrationResponseSchema,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
} from '../../idp/passkeys';
import { passwordProblem } from '../../idp/password-policy';
import { hashPassword, verifyPassword } from '../../idp/passwords';
import { MOUNT } from '../../idp/provider';
import { type RevokedGrants, revokeAccountGrants } from '../../idp/revocations';
import { matchTotp, newTotpSecret, totpUri } from '../../idp/totp';
import { actorOf, type Change, insertAuditEntry } from '../audit/service';
import { findSessions, setPasswordHash, setTotpSecret } from './store';

/** Changing a factor or the password needs a sign-in at most this old (T7: `max_age`, checked on `auth_time`). */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** A new TOTP secret waits this long for its first code. */
const ENROLMENT_TTL_SECONDS = 10 * 60;

export interface AccountServiceDeps {
  readonly db: Db;
  readonly config: PortalConfig;
  readonly challenges: PasskeyChallenges;
  readonly revokedGrants: RevokedGrants | undefined;
}

/**
 * The security page's work on the caller's own account at the embedded provider (issue 19 §3).
 * The account is always the token's subject: nobody reaches another person's factors or sessions.
 * Changing a factor or the password needs a recent sign-in, with the second factor when the account
 * has one; sign-outs never do (ending sessions only takes access away).
 */
export class AccountService {
  private readonly enrolments;

  constructor(private readonly deps: AccountServiceDeps) {
    this.enrolments = new (createAdapterClass(deps.db))('PortalTotpEnrolment');
  }

  async profile(request: FastifyRequest): Promise<AccountProfile> {
    const account = await this.accountOf(request);
    const passkeys = await listPasskeys(this.deps.db, account.id);
    return {
      id: account.id,
      login: account.login,
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
      department: account.department,
      locale: account.locale,
      totpEnabled: Boolean(account.totpSecret),
      passkeys: passkeys.map(passkeyView),
    };
  }

  async passkeyOptions(request: FastifyRequest) {
    const account = await this.accountOf(request);
    await this.requireRecentSignIn(request, account);
    const options = await registrationOptions(this.deps.db, this.relyingParty(request), account);
    await this.deps.challenges.remember(registrationKey(account.id), options.challenge);
    return options;
  }

  async addPasskey(request: FastifyRequest, input: { name: string; response: unknown }): Promise<AccountPasskey> {
    const account = await this.accountOf(request);
    await this.requireRecentSignIn(request, account);
    const response = registrationResponseSchema.safeParse(input.response);
    const challenge = await this.deps.challenges.take(registrationKey(account.id));
    const row =
      response.success && challenge
        ? await registerPasskey(this.deps.db, this.relyingParty(request), account.id, {
            response: response.data as RegistrationResponseJSON,
            challenge,
            name: input.name,
          })
        : undefined;
    if (!row) throw new HttpProblem(400, 'passkey_not_verified', 'the passkey could not be verified');
    await this.audit(request, {
      action: 'passkey.add',
      entity: 'account',
      entityId: account.id,
      after: { name: row.name },
    });
    return passkeyView(row);
  }

  async renamePasskey(request: FastifyRequest, id: string, name: string): Promise<AccountPasskey> {
    const account = await this.accountOf(request);
    const before = (await listPasskeys(this.deps.db, account.id)).find((p) => p.id === id);
    const row = before ? await renamePasskey(this.deps.db, account.id, id, name) : undefined;
    if (!before || !row) throw notFound('passkey');
    await this.audit(request, {
      action: 'passkey.rename',
      entity: 'account',
      entityId: account.id,
      before: { name: before.name },
      after: { name: row.name },
    });
    return passkeyView(row);
  }

  async removePasskey(request: FastifyRequest, id: string): Promise<void> {
    const account = await this.accountOf(request);
    const mine = (await listPasskeys(this.deps.db, account.id)).some((p) => p.id === id);
    if (!mine) throw notFound('passkey');
    await this.requireRecentSignIn(request, account);
    const row = await removePasskey(this.deps.db, account.id, id);
    if (!row) throw notFound('passkey');
    await this.audit(request, {
      action: 'passkey.remove',
      entity: 'account',
      entityId: account.id,
      before: { name: row.name },
    });
  }

  /** A new secret and its QR code; the account keeps its old state until a code from it is confirmed. */
  async startTotp(request: FastifyRequest): Promise<TotpEnrolment> {
    const account = await this.accountOf(request);
    await this.requireRecentSignIn(request, account);
    const secret = newTotpSecret();
    const uri = totpUri(this.relyingParty(request).name, account.login, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    await this.enrolments.upsert(account.id, { secret } as never, ENROLMENT_TTL_SECONDS);
    return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  async confirmTotp(request: FastifyRequest, code: string): Promise<void> {
    const account = await this.accountOf(request);
    await this.requireRecentSignIn(request, account);
    const pending = (await this.enrolments.find(account.id)) as { secret?: string } | undefined;
    if (!pending?.secret) throw new HttpProblem(409, 'totp_not_started', 'no TOTP enrolment is waiting');
    const step = matchTotp(pending.secret, code, null);
    if (step === undefined) throw new HttpProblem(400, 'invalid_code', 'the code does not match the new secret');
    await this.deps.db.transaction(async (tx) => {
      await setTotpSecret(tx, account.id, pending.secret!);
      await insertAuditEntry(tx, actorOf(request), {
        action: 'totp.enrol',
        entity: 'account',
        entityId: account.id,
        before: { totp: Boolean(account.totpSecret) },
        after: { totp: true },
      });
    });
    await this.enrolments.destroy(account.id);
  }

  async removeTotp(request: FastifyRequest): Promise<void> {
    const account = await this.accountOf(request);
    if (!account.totpSecret) throw notFound('TOTP');
    await this.requireRecentSignIn(request, account);
    await this.deps.db.transaction(async (tx) => {
      await setTotpSecret(tx, account.id, null);
      await insertAuditEntry(tx, actorOf(request), {
        action: 'totp.remove',
        entity: 'account',
        entityId: account.id,
        before: { totp: true },
        after: { totp: false },
      });
    });
  }

  async changePassword(request: FastifyRequest, input: { currentPassword: string; newPassword: string }) {
    const account = await this.accountOf(request);
    await this.requireRecentSignIn(request, account);
    // An account invited but not yet set up has no password to confirm.
    if (!account.passwordHash || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
      request.log.warn({ event: 'account.password.refused', sub: account.id }, 'current password wrong');
      throw new HttpProblem(400, 'wrong_password', 'the current password is not correct');
    }
    if (input.newPassword === input.currentPassword) {
      throw new HttpProblem(400, 'same_password', 'the new password is the current one');
    }
    // The same rule as on the invitation and reset pages (NIST SP 800-63B): no breached, common,
    // repetitive or personal password.
    const refused = passwordProblem(input.newPassword, [account.login, account.email ?? '']);
    if (refused) throw new HttpProblem(400, 'password_refused', `the new password is refused (${refused})`);
    const hash = await hashPassword(input.newPassword);
    await this.deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, account.id, hash);
      await insertAuditEntry(tx, actorOf(request), {
        action: 'password.change',
        entity: 'account',
        entityId: account.id,
      });
    });
  }

  async sessions(request: FastifyRequest): Promise<AccountSession[]> {
    const account = await this.accountOf(request);
    const rows = await findSessions(this.deps.db, account.id);
    return rows
      .map((row) => ({
        // The session's id is its cookie's value: only a digest of it leaves the server.
        id: crypto.createHash('sha256').update(row.id).digest('base64url').slice(0, 16),
        host: row.model.includes('@') ? row.model.slice(row.model.indexOf('@') + 1) : '',
        signedInAt: row.payload.loginTs ? new Date(row.payload.loginTs * 1000).toISOString() : null,
        expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
        secondFactor: row.payload.acr === ACR_MFA,
      }))
      .sort((a, b) => (b.signedInAt ?? '').localeCompare(a.signedInAt ?? ''));
  }

  /**
   * Ends every sign-in of the account, this one included: sessions, grants and refresh tokens are
   * deleted and the grants' access tokens refused (idp/revocations.ts).
   */
  async signOutEverywhere(request: FastifyRequest): Promise<{ ended: number }> {
    const account = await this.accountOf(request);
    const keep = this.deps.config.accessTokenTtl + this.deps.config.clockTolerance;
    const sessions = (await findSessions(this.deps.db, account.id)).length;
    const grants = await this.deps.db.transaction(async (tx) => {
      const revoked = await revokeAccountGrants(tx, [account.id], keep);
      await insertAuditEntry(tx, actorOf(request), {
        action: 'account.signOutEverywhere',
        entity: 'account',
        entityId: account.id,
        before: { sessions, grants: revoked.length },
      });
      return revoked;
    });
    await Promise.all(grants.map((grantId) => this.deps.revokedGrants?.revoke(grantId)));
    request.log.info(
      { event: 'account.signed_out_everywhere', sub: account.id, grants: grants.length },
      'signed out everywhere',
    );
    return { ended: sessions };
  }

  /** The caller's account at the embedded provider; people of an external provider have none here. */
  private async accountOf(request: FastifyRequest): Promise<AccountRow> {
    const { principal } = identityOf(request);
    const account =
      principal.issuerKey === EMBEDDED_ISSUER_KEY ? await findAccountById(this.deps.db, principal.sub) : undefined;
    if (!account || account.disabled) {
      throw new HttpProblem(404, 'account_not_managed_here', 'the account is kept by another identity provider');
    }
    return account;
  }

  /** The public origin the token was issued on: its host is the passkeys' relying party. */
  private relyingParty(request: FastifyRequest): RelyingParty {
    const issuer = identityOf(request).principal.issuer;
    const origin = issuer.endsWith(MOUNT) ? issuer.slice(0, -MOUNT.length) : '';
    if (!this.deps.config.origins.includes(origin)) {
      throw new HttpProblem(400, 'unknown_origin', 'the token was not issued on a configured origin');
    }
    return relyingPartyOf(origin, brandDisplayName(brandOfHost(new URL(origin).host), 'de', undefined));
  }

  /** T7: a recent sign-in, with the second factor when the account has one; else 401 with the challenge. */
  private async requireRecentSignIn(request: FastifyRequest, account: AccountRow): Promise<void> {
    const { principal } = identityOf(request);
    const hasSecondFactor = Boolean(account.totpSecret) || (await listPasskeys(this.deps.db, account.id)).length > 0;
    const age = principal.authTime === undefined ? Infinity : Date.now() / 1000 - principal.authTime;
    if (age <= RECENT_SIGN_IN_SECONDS && (!hasSecondFactor || principal.secondFactor)) return;
    request.log.info(
      { event: 'stepup.required', sub: account.id, route: request.routeOptions.url },
      'step-up required',
    );
    const acr = hasSecondFactor ? `, acr_values="${ACR_MFA}"` : '';
    throw new HttpProblem(401, 'insufficient_user_authentication', 'a recent sign-in is required', {
      headers: {
        'www-authenticate': `Bearer realm="portal", error="insufficient_user_authentication", error_description="A recent sign-in is required"${acr}, max_age="${RECENT_SIGN_IN_SECONDS}"`,
      },
    });
  }

  private async audit(request: FastifyRequest, change: Change): Promise<void> {
    await insertAuditEntry(this.deps.db, actorOf(request), change);
  }
}

function registrationKey(accountId: string): string {
  return `register:${accountId}`;
}

function passkeyView(row: PasskeyRow): AccountPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}
