import type { PortalLoginOpenId, PortalLoginResult } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { identityOf } from '../../http/guard';
import { emailOf, mappedRoles } from '../../http/issuer-profile';
import { HttpProblem } from '../../http/problem';
import type { AccessService } from '../access/service';
import type { UserParameterService } from '../user-parameters/service';
import { syncProviderRoles, upsertPortalUser } from './store';

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
    const { user, created, synced } = await this.db.transaction(async (tx) => {
      const upserted = await upsertPortalUser(tx, principal.issuerKey, principal.sub, profile);
      return { ...upserted, synced: roles ? await syncProviderRoles(tx, upserted.user.id, roles) : undefined };
    });
    if (synced?.unknown.length) {
      request.log.warn({ event: 'portal.role_mapping', unknown: synced.unknown }, 'mapped roles name no portal role');
    }
    const rolesChanged = Boolean(synced && (synced.added.length || synced.removed.length));
    if (rolesChanged) {
      request.log.info(
        { event: 'portal.roles_from_provider', iss: principal.issuer, sub: principal.sub, ...synced },
        'roles taken from the identity provider',
      );
    }
    if (created || rolesChanged) this.accessService.invalidate();
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

  logout(request: FastifyRequest): void {
    const { principal } = identityOf(request);
    request.log.info({ event: 'portal.logout', iss: principal.issuer, sub: principal.sub }, 'portal sign-out');
  }
}
