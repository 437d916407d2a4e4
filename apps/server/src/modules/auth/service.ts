import type { PortalLoginOpenId, PortalLoginResult } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { identityOf } from '../../http/guard';
import { emailOf, mappedRoles } from '../../http/issuer-profile';
import { HttpProblem } from '../../http/problem';
import type { Principal } from '../../http/tokens';
import type { AccessService } from '../access/service';
import type { ChangeRunner } from '../audit/service';
import type { UserParameterService } from '../user-parameters/service';
import { type Profile, syncProviderRoles, upsertPortalUser } from './store';

const claim = (claims: Record<string, unknown>, name: string): string | undefined =>
  typeof claims[name] === 'string' ? (claims[name] as string) : undefined;

/**
 * Sign-in bookkeeping (spec §7 Auth/loginOpenId). Who the user is comes from the verified token
 * (issuer and subject, T3); the body only fills profile fields the token does not carry.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly accessService: AccessService,
    private readonly parameters: UserParameterService,
    private readonly changes: ChangeRunner,
  ) {}

  async loginOpenId(request: FastifyRequest, body: PortalLoginOpenId): Promise<PortalLoginResult> {
    const { principal } = identityOf(request);
    if (body.sub !== principal.sub) {
      throw new HttpProblem(403, 'forbidden', 'the body names another subject than the token');
    }
    const c = principal.claims;
    const profile = {
      email: emailOf(principal.profile, c) ?? body.mail,
      firstName: claim(c, 'given_name') ?? body.firstName,
      lastName: claim(c, 'family_name') ?? body.lastName,
      department: claim(c, 'department') ?? body.department,
      username: claim(c, 'preferred_username') ?? body.login,
    };
    const roles = mappedRoles(principal.profile, c);
    const { user, created } = roles
      ? await this.withProviderRoles(request, principal, profile, roles)
      : await upsertPortalUser(this.db, principal.issuerKey, principal.sub, profile);
    if (created) this.accessService.invalidate();
    const access = await this.accessService.resolve(principal.issuerKey, principal.sub);
    request.log.info({ event: 'portal.login', iss: principal.issuer, sub: principal.sub, created }, 'portal sign-in');
    return {
      user,
      token: {
        accessToken: principal.token,
        expiresIn: Math.max(0, principal.expiresAt - Math.floor(Date.now() / 1000)),
      },
      permissions: [...access.permissions],
      parameters: await this.parameters.list(user.id),
    };
  }

  /**
   * Sign-in with a role mapping: the user and the portal roles their provider's roles give, in
   * one transaction, each role given or taken recorded in the trail like an administrator's change.
   */
  private withProviderRoles(
    request: FastifyRequest,
    principal: Principal,
    profile: Profile,
    roles: NonNullable<ReturnType<typeof mappedRoles>>,
  ) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const upserted = await upsertPortalUser(tx, principal.issuerKey, principal.sub, profile);
      const synced = await syncProviderRoles(tx, upserted.user.id, roles);
      const source = 'identity-provider';
      for (const role of synced.added) {
        await audit({ action: 'assign-role', entity: 'user', entityId: upserted.user.id, after: { role, source } });
      }
      for (const role of synced.removed) {
        await audit({ action: 'unassign-role', entity: 'user', entityId: upserted.user.id, before: { role, source } });
      }
      if (synced.unknown.length) {
        request.log.warn({ event: 'portal.role_mapping', unknown: synced.unknown }, 'mapped roles name no portal role');
      }
      return upserted;
    });
  }

  logout(request: FastifyRequest): void {
    const { principal } = identityOf(request);
    request.log.info({ event: 'portal.logout', iss: principal.issuer, sub: principal.sub }, 'portal sign-out');
  }
}
