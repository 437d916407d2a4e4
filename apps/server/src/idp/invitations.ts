import { type Brand, brandFromHost, type Locale } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { account } from '../db/schema/idp';
import type { Mailer } from '../mail/index';
import { TOKEN_LIFETIME_HOURS, type TokenPurpose } from './account-tokens';
import { type AccountRow, findAccountByLogin, normaliseLogin } from './accounts';
import { MOUNT } from './provider';

/** Where a one-time link opens: `<origin of the brand's site>/openid/account/setup/<token>`. */
export const SETUP_PATH = `${MOUNT}/account/setup`;
/** The "forgotten password" page. */
export const RESET_PATH = `${MOUNT}/account/reset`;

export interface InvitedPerson {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly department: string;
  readonly locale: Locale;
}

/**
 * The provider account of an invited person: their e-mail address is their login, no password and
 * no second factor yet (both come with the invitation link). Undefined when an account already
 * signs in with this address.
 */
export async function createInvitedAccount(tx: DbOrTx, person: InvitedPerson): Promise<AccountRow | undefined> {
  if (await findAccountByLogin(tx, person.email)) return undefined;
  const [row] = await tx
    .insert(account)
    .values({
      login: normaliseLogin(person.email),
      email: person.email.trim(),
      givenName: person.givenName,
      familyName: person.familyName,
      department: person.department,
      locale: person.locale,
      passwordHash: null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** An invitation is open while its person has set no password. */
export function invitationOpen(row: AccountRow): boolean {
  return row.passwordHash === null;
}

export async function setAccountLocale(tx: DbOrTx, id: string, locale: Locale): Promise<void> {
  await tx.update(account).set({ locale }).where(eq(account.id, id));
}

/** The public origin of a brand's site: the first configured origin whose host names the brand, else the first. */
export function originOfBrand(origins: readonly string[], brand: Brand): string {
  return origins.find((o) => brandFromHost(new URL(o).host) === brand) ?? origins[0]!;
}

/** Sends the mail carrying a one-time link, in the person's language and with the site's brand. */
export async function sendAccountLink(
  mailer: Mailer,
  origins: readonly string[],
  link: { purpose: TokenPurpose; token: string; to: AccountRow; locale: Locale; brand: Brand },
): Promise<void> {
  const origin = originOfBrand(origins, link.brand);
  const name = [link.to.givenName, link.to.familyName].filter(Boolean).join(' ') || link.to.email;
  await mailer.sendMail({
    to: link.to.email,
    // Each kind of link has the mail of the same name (i18n/locales/<language>/mail.json).
    template: link.purpose,
    locale: link.locale,
    brand: link.brand,
    values: { name, link: `${origin}${SETUP_PATH}/${link.token}`, hours: TOKEN_LIFETIME_HOURS[link.purpose] },
  });
}
