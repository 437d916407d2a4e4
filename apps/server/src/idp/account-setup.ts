import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { isLocale, type Locale } from '@portal/contracts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Db } from '../db/client';
import { account } from '../db/schema/idp';
import { PUBLIC } from '../http/access';
import {
  type AccountTokenRow,
  consumeToken,
  findUsableToken,
  setPendingPassword,
  setPendingTotpSecret,
} from './account-tokens';
import { type AccountRow, findAccountById } from './accounts';
import { brandOfHost, themeOf } from './brand';
import { brandDisplayName } from './brand-name';
import { SETUP_PATH } from './invitations';
import { pickLocale } from './messages';
import { ONBOARDING_MESSAGES, passwordProblemText } from './onboarding-messages';
import { html, passwordPage, totpEnrolPage } from './onboarding-views';
import { PASSKEY_MESSAGES } from './passkey-messages';
import { relyingPartyOfOrigin } from './passkey-signin';
import { passkeyBlock } from './passkey-views';
import {
  type PasskeyChallenges,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  registrationResponseSchema,
} from './passkeys';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { type RevokedGrants, revokeAccountGrants } from './revocations';
import { matchTotp, newTotpSecret } from './totp';
import { escapeHtml, messagePage } from './views';

/** The challenge of a passkey enrolled through a link waits under the link's row. */
const setupChallengeKey = (rowId: string) => `setup:${rowId}`;

/** Per client address on the link pages' POSTs: a person needs a handful, a guesser is slowed. */
export const SETUP_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

export interface AccountSetupDeps {
  readonly db: Db;
  readonly revokedGrants: RevokedGrants;
  /** How long a revoked grant's access tokens may still be presented (access-token lifetime + clock tolerance). */
  readonly keepRevokedSeconds: number;
  readonly log: FastifyBaseLogger;
  /** The configured public origins: a passkey is bound to the one the link was opened on. */
  readonly origins: readonly string[];
  readonly challenges: PasskeyChallenges;
}

const passwordForm = z.object({ password: z.string().max(1024), confirm: z.string().max(1024) });
const codeForm = z.object({
  totp: z
    .string()
    .max(32)
    .transform((v) => v.replace(/\s+/g, '')),
});
const tokenParams = z.object({ token: z.string().max(200) });
const passkeyForm = z.object({ credential: z.string().max(65_536) });

interface LinkContext {
  row: AccountTokenRow;
  person: AccountRow;
  locale: Locale;
  theme: ReturnType<typeof themeOf>;
  base: string;
}

/**
 * The pages a one-time link opens (issue 19 §2), under /openid/account/setup/<token>:
 * - invitation: choose a password (NIST SP 800-63B, password-policy.ts), then enrol TOTP or a
 *   passkey as the second factor; the account gets the password and the factor at once when the
 *   code is confirmed or the passkey verified, and the link is used up;
 * - password reset: choose a new password; every session of the account ends; a person without a
 *   second factor enrols one next;
 * - factor reset (after an administrator reset the factors): enrol TOTP or a passkey.
 * Afterwards the person signs in through the portal as usual.
 */
export async function registerAccountSetup(app: FastifyInstance, deps: AccountSetupDeps): Promise<void> {
  await app.register(
    async (scope) => {
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);
      await scope.register(rateLimit, { global: false });
      const pages = new SetupPages(deps);
      const limited = { access: PUBLIC, rateLimit: SETUP_RATE_LIMIT };
      scope.get('/:token', { config: { access: PUBLIC } }, (req, reply) => pages.showPassword(req, reply));
      scope.post('/:token', { config: limited }, (req, reply) => pages.savePassword(req, reply));
      scope.get('/:token/totp', { config: { access: PUBLIC } }, (req, reply) => pages.showTotp(req, reply));
      scope.post('/:token/totp', { config: limited }, (req, reply) => pages.confirmTotp(req, reply));
      scope.post('/:token/passkey/options', { config: limited }, (req, reply) => pages.passkeyOptions(req, reply));
      scope.post('/:token/passkey', { config: limited }, (req, reply) => pages.confirmPasskey(req, reply));
    },
    { prefix: SETUP_PATH },
  );
}

class SetupPages {
  constructor(private readonly deps: AccountSetupDeps) {}

  async showPassword(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      if (c.row.purpose === 'factor-reset') return reply.redirect(`${c.base}/totp`, 303);
      return this.sendPasswordPage(c, reply, 200);
    });
  }

  async savePassword(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      if (c.row.purpose === 'factor-reset') return reply.redirect(`${c.base}/totp`, 303);
      const m = ONBOARDING_MESSAGES[c.locale];
      const form = passwordForm.safeParse(req.body ?? {});
      if (!form.success) return this.sendPasswordPage(c, reply, 400, m.tooShort);
      const { password, confirm } = form.data;
      const personal = [c.person.email, c.person.givenName, c.person.familyName, c.person.login];
      const problem = passwordProblem(password, personal);
      if (problem) return this.sendPasswordPage(c, reply, 400, passwordProblemText(c.locale, problem));
      if (password !== confirm) return this.sendPasswordPage(c, reply, 400, m.mismatch);
      const hash = await hashPassword(password);

      if (c.row.purpose === 'invitation') {
        // Kept with the link until the second factor is confirmed: the account gets both at once.
        await setPendingPassword(this.deps.db, c.row.id, hash);
        return reply.redirect(`${c.base}/totp`, 303);
      }
      // A password reset: the new password at once, every session and refresh token of the account ends.
      const outcome = await this.deps.db.transaction(async (tx) => {
        const row = await findUsableToken(tx, String((req.params as { token: string }).token), { lock: true });
        if (!row) return 'gone' as const;
        await tx.update(account).set({ passwordHash: hash }).where(eq(account.id, c.person.id));
        const revoked = await revokeAccountGrants(tx, [c.person.id], this.deps.keepRevokedSeconds);
        if (c.person.totpSecret) await consumeToken(tx, row.id);
        return { revoked, done: Boolean(c.person.totpSecret) };
      });
      if (outcome === 'gone') return this.sendInvalid(c.theme, c.locale, reply);
      await Promise.all(outcome.revoked.map((grantId) => this.deps.revokedGrants.revoke(grantId)));
      req.log.info({ event: 'account.password_reset', sub: c.person.id }, 'password reset by e-mail link');
      if (!outcome.done) return reply.redirect(`${c.base}/totp`, 303);
      return this.sendDone(c, reply, m.resetDoneText);
    });
  }

  async showTotp(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      if (c.row.purpose === 'invitation' && !c.row.pendingPasswordHash) return reply.redirect(c.base, 303);
      return this.sendTotpPage(c, reply, 200);
    });
  }

  async confirmTotp(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      if (c.row.purpose === 'invitation' && !c.row.pendingPasswordHash) return reply.redirect(c.base, 303);
      const m = ONBOARDING_MESSAGES[c.locale];
      const form = codeForm.safeParse(req.body ?? {});
      const secret = c.row.pendingTotpSecret;
      const step = form.success && secret ? matchTotp(secret, form.data.totp, null) : undefined;
      if (step === undefined || !secret) return this.sendTotpPage(c, reply, 400, m.invalidCode);
      const token = (req.params as { token: string }).token;
      const done = await this.deps.db.transaction(async (tx) => {
        const row = await findUsableToken(tx, token, { lock: true });
        if (!row || row.pendingTotpSecret !== secret) return false;
        await tx
          .update(account)
          .set({
            totpSecret: secret,
            totpLastStep: step,
            ...(row.purpose === 'invitation' && row.pendingPasswordHash
              ? { passwordHash: row.pendingPasswordHash }
              : {}),
          })
          .where(eq(account.id, c.person.id));
        return consumeToken(tx, row.id);
      });
      if (!done) return this.sendInvalid(c.theme, c.locale, reply);
      req.log.info({ event: `account.${c.row.purpose}.completed`, sub: c.person.id }, 'second factor enrolled');
      return this.sendDone(c, reply, c.row.purpose === 'password-reset' ? m.resetDoneText : m.doneText);
    });
  }

  /** WebAuthn options for a new passkey of the link's account; the challenge waits under the link. */
  async passkeyOptions(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      if (c.row.purpose === 'invitation' && !c.row.pendingPasswordHash) return reply.redirect(c.base, 303);
      const rp = this.relyingParty(req);
      if (!rp) return reply.code(400).send({ error: 'unknown_origin' });
      const options = await registrationOptions(this.deps.db, rp, c.person);
      await this.deps.challenges.remember(setupChallengeKey(c.row.id), options.challenge);
      return reply.header('cache-control', 'no-store').send(options);
    });
  }

  /**
   * The passkey as the second factor: verified against the link's challenge, stored, and (for an
   * invitation) the chosen password set with it, in one transaction that uses the link up.
   */
  async confirmPasskey(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      if (c.row.purpose === 'invitation' && !c.row.pendingPasswordHash) return reply.redirect(c.base, 303);
      const failed = () => this.sendTotpPage(c, reply, 400, PASSKEY_MESSAGES[c.locale].enrolFailed);
      const form = passkeyForm.safeParse(req.body ?? {});
      let parsed: unknown;
      try {
        parsed = form.success ? JSON.parse(form.data.credential) : undefined;
      } catch {
        parsed = undefined;
      }
      const response = registrationResponseSchema.safeParse(parsed);
      const challenge = await this.deps.challenges.take(setupChallengeKey(c.row.id));
      const rp = this.relyingParty(req);
      if (!response.success || !challenge || !rp) return failed();
      const token = (req.params as { token: string }).token;
      const outcome = await this.deps.db.transaction(async (tx) => {
        const row = await findUsableToken(tx, token, { lock: true });
        if (!row) return 'gone' as const;
        const stored = await registerPasskey(tx, rp, c.person.id, {
          response: response.data as RegistrationResponseJSON,
          challenge,
          name: PASSKEY_MESSAGES[c.locale].defaultName,
        });
        if (!stored) return 'unverified' as const;
        if (row.purpose === 'invitation' && row.pendingPasswordHash) {
          await tx.update(account).set({ passwordHash: row.pendingPasswordHash }).where(eq(account.id, c.person.id));
        }
        await consumeToken(tx, row.id);
        return 'done' as const;
      });
      if (outcome === 'gone') return this.sendInvalid(c.theme, c.locale, reply);
      if (outcome === 'unverified') return failed();
      req.log.info(
        { event: `account.${c.row.purpose}.completed`, sub: c.person.id, factor: 'passkey' },
        'passkey enrolled',
      );
      const m = ONBOARDING_MESSAGES[c.locale];
      return this.sendDone(c, reply, c.row.purpose === 'password-reset' ? m.resetDoneText : m.doneText);
    });
  }

  /** The configured origin this page was opened on: its host is the passkey's relying party. */
  private relyingParty(req: FastifyRequest): RelyingParty | undefined {
    const origin = this.deps.origins.find((o) => new URL(o).host === req.headers.host);
    return origin ? relyingPartyOfOrigin(origin) : undefined;
  }

  /** Finds the link's usable row and its account; an expired, used or unknown link gets one page. */
  private async within(
    req: FastifyRequest,
    reply: FastifyReply,
    handler: (c: LinkContext) => Promise<unknown>,
  ): Promise<unknown> {
    const theme = themeOf(brandOfHost(req.headers.host ?? ''));
    const fallback = pickLocale(undefined, req.headers['accept-language']);
    const params = tokenParams.safeParse(req.params);
    const row = params.success ? await findUsableToken(this.deps.db, params.data.token) : undefined;
    const person = row ? await findAccountById(this.deps.db, row.accountId) : undefined;
    if (!row || !person || person.disabled) return this.sendInvalid(theme, fallback, reply);
    const locale = isLocale(row.locale) ? row.locale : fallback;
    const base = `${SETUP_PATH}/${params.data!.token}`;
    return handler({ row, person, locale, theme, base });
  }

  private sendPasswordPage(c: LinkContext, reply: FastifyReply, status: number, error?: string) {
    const name = [c.person.givenName, c.person.familyName].filter(Boolean).join(' ') || c.person.email;
    const purpose = c.row.purpose === 'invitation' ? 'invitation' : 'password-reset';
    return html(reply, status).send(
      passwordPage({ theme: c.theme, locale: c.locale, action: c.base, purpose, name, login: c.person.login, error }),
    );
  }

  private async sendTotpPage(c: LinkContext, reply: FastifyReply, status: number, error?: string) {
    let secret = c.row.pendingTotpSecret;
    if (!secret) {
      secret = newTotpSecret();
      await setPendingTotpSecret(this.deps.db, c.row.id, secret);
    }
    const issuer = brandDisplayName(c.theme.brand, c.locale, undefined);
    const uri = `otpauth://totp/${encodeURIComponent(`${issuer}:${c.person.login}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    const passkey = `<p class="hint">${escapeHtml(PASSKEY_MESSAGES[c.locale].enrolIntro)}</p>${passkeyBlock({
      locale: c.locale,
      options: `${c.base}/passkey/options`,
      action: `${c.base}/passkey`,
      purpose: 'enrol',
    })}`;
    return html(reply, status).send(
      totpEnrolPage({ theme: c.theme, locale: c.locale, action: `${c.base}/totp`, secret, qrSvg, error, passkey }),
    );
  }

  private sendDone(c: LinkContext, reply: FastifyReply, text: string) {
    const m = ONBOARDING_MESSAGES[c.locale];
    return html(reply, 200).send(
      messagePage({
        theme: c.theme,
        locale: c.locale,
        title: m.doneTitle,
        text,
        link: { href: '/portal/', label: m.signIn },
      }),
    );
  }

  private sendInvalid(theme: ReturnType<typeof themeOf>, locale: Locale, reply: FastifyReply) {
    const m = ONBOARDING_MESSAGES[locale];
    return html(reply, 410).send(
      messagePage({
        theme,
        locale,
        title: m.linkInvalidTitle,
        text: m.linkInvalid,
        link: { href: '/portal/', label: m.signIn },
        isError: true,
      }),
    );
  }
}
