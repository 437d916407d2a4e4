import type { FastifyInstance } from 'fastify';
import type { CoreServices } from '../../platform/core-services';
import { ChangeRunner } from '../audit/service';
import { administratorRemains } from './administrators';
import { orgRoutes } from './orgs/routes';
import { OrgService } from './orgs/service';
import { permissionSetRoutes } from './permission-sets/routes';
import { PermissionSetService } from './permission-sets/service';
import { permissionRoutes } from './permissions/routes';
import { PermissionService } from './permissions/service';
import { ressourceRoutes } from './resources/routes';
import { RessourceService } from './resources/service';
import { roleRoutes } from './roles/routes';
import { RoleService } from './roles/service';
import { userAttributeRoutes } from './users/attribute-routes';
import { UserAttributeService } from './users/attributes';
import { EffectiveAccess } from './users/effective-access';
import { UserOnboarding } from './users/onboarding';
import { userOnboardingRoutes } from './users/onboarding-routes';
import { userRoutes } from './users/routes';
import { UserService } from './users/service';

/**
 * The administration calls of spec §7 (permissions, permission sets, resources, roles, users,
 * orgs), the audit trail, and the permission refresh of the shell. Every change goes through one
 * ChangeRunner: one transaction with its audit entry, never leaving the portal without an
 * administrator, then the cached permissions are dropped.
 */
export function administrationRoutes(
  app: FastifyInstance,
  deps: CoreServices<'accessService' | 'config' | 'database' | 'mailer' | 'revokedGrants'>,
): void {
  const db = deps.database.db;
  const changes = new ChangeRunner(db, deps.accessService, administratorRemains);
  permissionRoutes(app, new PermissionService(db, changes));
  permissionSetRoutes(app, new PermissionSetService(db, changes));
  ressourceRoutes(app, new RessourceService(db, changes));
  roleRoutes(app, new RoleService(db, changes));
  const onboarding = new UserOnboarding(deps.config, changes, deps.mailer, deps.revokedGrants, app.log);
  userRoutes(app, new UserService(db, deps.config, changes), new EffectiveAccess(db, deps.accessService), onboarding);
  userOnboardingRoutes(app, db, onboarding);
  userAttributeRoutes(app, new UserAttributeService(db, changes));
  orgRoutes(app, new OrgService(db, changes));
}
