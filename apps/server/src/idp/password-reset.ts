import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { type brandFromHost, isLocale, type Locale } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { account } from '../db/schema/idp';
import { PUBLIC } from '../http/access';
import type { Mailer } from '../mail/index';
import { issueToken, tokensIssuedSince } from './account-tokens';
import { type AccountRow, findAccountByLogin } from './accounts';
import { brandOfHost, themeOf } from './brand';
import { RESET_PATH, sendAccountLink } from './invitations';
import { pickLocale } from './messages';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import { forgotPasswordPage, html } from './onboarding-views';

/** Per client address: reset requests are rare; a script hunting for addresses is stopped early. */
export const RESET_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;
/** Reset mails per account and hour at most: a person's mailbox is not flooded by someone else. */
export const RESET_MAILS_PER_HOUR = 3;

export interface PasswordResetDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly origins: readonly string[];
  readonly log: FastifyBaseLogger;
}

const resetForm = z.object({ email: z.email().max(320) });

/** The "Passwort vergessen?" link of the sign-in page, in the page's language. */
export function forgotPasswordLink(locale: Locale, uiLocales: unknown): { href: string; label: string } {
  const query = typeof uiLocales === 'string' && uiLocales ? uiLocales : locale;
  return {
    href: `${RESET_PATH}?ui_locales=${encodeURIComponent(query)}`,
    label: ONBOARDING_MESSAGES[locale].forgotLink,
  };
}

/**
 * "Forgotten password" (issue 19 §2): the person gives their address; the answer is the same
 * whether an account has it or not (no account enumeration), and it comes before any mail is
 * sent, so its time says nothing either. An active account with a password gets a one-time link
 * (account-setup.ts) in its own language, at most RESET_MAILS_PER_HOUR an hour.
 */
export async function registerPasswordReset(app: FastifyInstance, deps: PasswordResetDeps): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);
    await scope.register(rateLimit, { global: false });
    scope.get(RESET_PATH, { config: { access: PUBLIC } }, (req, reply) => {
      const locale = localeOf(req);
      return html(reply, 200).send(forgotPasswordPage(frame(req, locale)));
    });
    scope.post(RESET_PATH, { config: { access: PUBLIC, rateLimit: RESET_RATE_LIMIT } }, (req, reply) => {
      const locale = localeOf(req);
      const form = resetForm.safeParse(req.body ?? {});
      if (!form.success) {
        const given = (req.body as { email?: unknown } | undefined)?.email;
        const email = typeof given === 'string' ? given.slice(0, 320) : '';
        const error = ONBOARDING_MESSAGES[locale].invalidEmail;
        return html(reply, 400).send(forgotPasswordPage({ ...frame(req, locale), email, error }));
      }
      const brand = brandOfHost(req.headers.host ?? '');
      sendResetLink(deps, form.data.email, locale, brand).catch((err) =>
        deps.log.error({ err, event: 'account.password_reset.mail_failed' }, 'password reset mail not sent'),
      );
      return html(reply, 200).send(forgotPasswordPage({ ...frame(req, locale), sent: true }));
    });
  });
}

async function sendResetLink(
  deps: PasswordResetDeps,
  email: string,
  pageLocale: Locale,
  brand: ReturnType<typeof brandFromHost>,
): Promise<void> {
  const person = await findByAddress(deps.db, email);
  if (!person || person.disabled || person.passwordHash === null) return;
  const token = await deps.db.transaction(async (tx) => {
    if ((await tokensIssuedSince(tx, person.id, 'password-reset', 1)) >= RESET_MAILS_PER_HOUR) return undefined;
    return issueToken(tx, person.id, 'password-reset', { locale: person.locale, brand });
  });
  if (!token) {
    deps.log.warn({ event: 'account.password_reset.throttled', sub: person.id }, 'password reset mails throttled');
    return;
  }
  const locale = isLocale(person.locale) ? person.locale : pageLocale;
  await sendAccountLink(deps.mailer, deps.origins, { purpose: 'password-reset', token, to: person, locale, brand });
  deps.log.info({ event: 'account.password_reset.requested', sub: person.id }, 'password reset link sent');
}

/** The account signing in with this address, or the one account that has it as its e-mail. */
async function findByAddress(db: Db, email: string): Promise<AccountRow | undefined> {
  const byLogin = await findAccountByLogin(db, email);
  if (byLogin) return byLogin;
  const found = await db
    .select()
    .from(account)
    .where(sql`lower(${account.email}) = ${email.trim().toLowerCase()}`)
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

function localeOf(req: FastifyRequest): Locale {
  return pickLocale((req.query as { ui_locales?: unknown } | undefined)?.ui_locales, req.headers['accept-language']);
}

function frame(req: FastifyRequest, locale: Locale) {
  const query = (req.query as { ui_locales?: unknown } | undefined)?.ui_locales;
  const suffix = typeof query === 'string' ? `?ui_locales=${encodeURIComponent(query)}` : '';
  return {
    theme: themeOf(brandOfHost(req.headers.host ?? '')),
    locale,
    action: `${RESET_PATH}${suffix}`,
    back: '/portal/',
  };
}
