import type { Locale } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client';
import { type AccountRow, findAccountById } from './accounts';
import { brandOfHost } from './brand';
import { brandDisplayName } from './brand-name';
import { PASSKEY_MESSAGES } from './passkey-messages';
import { passkeyBlock, passkeyScript } from './passkey-views';
import {
  authenticationOptions,
  authenticationResponseSchema,
  countPasskeys,
  listPasskeys,
  type PasskeyChallenges,
  type RelyingParty,
  relyingPartyOf,
  verifyPasskey,
} from './passkeys';
import { MOUNT } from './provider';

/** The relying party of a configured public origin, named by the origin's brand. */
export function relyingPartyOfOrigin(origin: string): RelyingParty {
  return relyingPartyOf(origin, brandDisplayName(brandOfHost(new URL(origin).host), 'de', undefined));
}

/** The relying party of a provider: its issuer's origin (one of the configured public origins). */
export function relyingPartyOfProvider(provider: Provider): RelyingParty {
  return relyingPartyOfOrigin(provider.issuer.slice(0, -MOUNT.length));
}

/** The passkey steps of the sign-in interaction (idp/interactions.ts). */
export class PasskeySignIn {
  constructor(
    private readonly db: Db,
    private readonly challenges: PasskeyChallenges,
  ) {}

  async factorsOf(account: AccountRow): Promise<{ totp: boolean; passkeys: boolean }> {
    return { totp: Boolean(account.totpSecret), passkeys: (await countPasskeys(this.db, account.id)) > 0 };
  }

  async hasSecondFactor(account: AccountRow): Promise<boolean> {
    const f = await this.factorsOf(account);
    return f.totp || f.passkeys;
  }

  /** Options for this interaction; the challenge waits under the interaction's id. */
  async options(provider: Provider, uid: string, accountId: string | undefined) {
    const allow = accountId ? await listPasskeys(this.db, accountId) : undefined;
    const options = await authenticationOptions(relyingPartyOfProvider(provider), allow);
    await this.challenges.remember(uid, options.challenge);
    return options;
  }

  /** The account the posted answer proves (the pending one's own passkey after a password), or undefined. */
  async verify(
    provider: Provider,
    uid: string,
    body: unknown,
    accountId: string | undefined,
  ): Promise<AccountRow | undefined> {
    const raw = (body as Record<string, unknown> | undefined)?.credential;
    let parsed: unknown;
    try {
      parsed = typeof raw === 'string' && raw.length < 65_536 ? JSON.parse(raw) : undefined;
    } catch {
      parsed = undefined;
    }
    const response = authenticationResponseSchema.safeParse(parsed);
    const challenge = await this.challenges.take(uid);
    if (!response.success || !challenge) return undefined;
    const used = await verifyPasskey(this.db, relyingPartyOfProvider(provider), {
      response: response.data,
      challenge,
      accountId,
    });
    const account = used ? await findAccountById(this.db, used.accountId) : undefined;
    return account && !account.disabled ? account : undefined;
  }

  failed(locale: Locale): string {
    return PASSKEY_MESSAGES[locale].passkeyFailed;
  }

  block(locale: Locale, base: string, purpose: 'signIn' | 'secondFactor'): string {
    return passkeyBlock({ locale, options: `${base}/passkey/options`, action: `${base}/passkey`, purpose });
  }

  script(_req: FastifyRequest, reply: FastifyReply) {
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(passkeyScript());
  }
}
