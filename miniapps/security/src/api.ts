import type {
  AuditEntry,
  EffectiveRessource,
  Org,
  PermissionInput,
  PermissionSetDetailInput,
  PortalPermission,
  PortalPermissionSet,
  PortalRessource,
  PortalRessourceGroup,
  PortalUser,
  RessourceInput,
  Role,
  RoleInput,
  RoleRessourcePermission,
  SqlAuditPage,
  UserAttribute,
  UserCreate,
  UserInput,
  Username,
  UserPage,
  UserSignIn,
} from '@portal/contracts';
import { failureOf, type HttpClient, type HttpResponse, type RequestOptions } from '@portal/sdk';
import type { Texts } from './texts';

/** A read that carries the server's ETag, to send back as If-Match with the change that follows. */
export interface Versioned<T> {
  readonly value: T;
  readonly etag: string;
}

export { type Failure, failureOf } from '@portal/sdk';

export const isStale = (error: unknown) => failureOf(error)?.status === 412;

/** 409 "still in use": who uses it, grouped by kind (users, roles, permissionSets). */
export function holdersOf(error: unknown): Record<string, string[]> | undefined {
  const f = failureOf(error);
  if (f?.status !== 409 || f.errors.length === 0) return undefined;
  const out: Record<string, string[]> = {};
  for (const e of f.errors) {
    out[e.path] = [...(out[e.path] ?? []), e.message];
  }
  return out;
}

/** Field errors of a 400, keyed by the field path without `body.` (`name`, `permissionDetails.0.operator`). */
export function fieldErrorsOf(error: unknown, t: Pick<Texts, 'fieldErrors'>): Record<string, string> {
  const f = failureOf(error);
  const out: Record<string, string> = {};
  if (f?.status !== 400) return out;
  // The server's message is English, for logs; its reason is said in the reader's language.
  for (const e of f.errors) {
    out[e.path.replace(/^body\./, '')] ??= e.reason ? t.fieldErrors[e.reason](e.limit ?? 0) : e.message;
  }
  return out;
}

type Http = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'> & {
  requestWithHeaders?: <T>(method: string, path: string, options?: RequestOptions) => Promise<HttpResponse<T>>;
};

const ifMatch = (etag: string | undefined): RequestOptions => (etag ? { headers: { 'if-match': etag } } : {});

/** The administration calls of the portal API (docs/permissions.md), one method each. */
export class AdminApi {
  constructor(private readonly http: Http) {}

  private async read<T>(path: string): Promise<Versioned<T>> {
    if (!this.http.requestWithHeaders) throw new Error('the portal client cannot read ETags (shell too old)');
    const response = await this.http.requestWithHeaders<T>('GET', `/api${path}`);
    return { value: response.body, etag: response.headers.get('etag') ?? '' };
  }

  // ---- users
  searchUsers(query: string, page: number, pageSize: number) {
    return this.http.get<UserPage>('/api/User', { query: { query, page, pageSize } });
  }
  usernames() {
    return this.http.get<Username[]>('/api/User/usernames');
  }
  user(id: string) {
    return this.read<PortalUser>(`/User/${id}`);
  }
  createUser(input: Partial<UserCreate>) {
    return this.http.post<PortalUser>('/api/User', input);
  }
  /** Invites a person (no subject): the embedded provider mails them a one-time link (docs/permissions.md). */
  invitePerson(input: Omit<UserCreate, 'openIdUserId' | 'issuer'>) {
    return this.http.post<PortalUser>('/api/User', input);
  }
  signInOf(userId: string) {
    return this.http.get<UserSignIn>(`/api/User/${userId}/sign-in`);
  }
  resendInvitation(userId: string) {
    return this.http.post(`/api/User/${userId}/invitation`, undefined);
  }
  disableUser(userId: string) {
    return this.http.post(`/api/User/${userId}/disable`, undefined);
  }
  enableUser(userId: string) {
    return this.http.post(`/api/User/${userId}/enable`, undefined);
  }
  resetFactors(userId: string) {
    return this.http.delete(`/api/User/${userId}/factors`);
  }
  updateUser(id: string, input: UserInput, etag: string) {
    return this.http.put(`/api/User/${id}`, input, ifMatch(etag));
  }
  deleteUser(id: string, etag: string) {
    return this.http.delete(`/api/User/${id}`, ifMatch(etag));
  }
  rolesOfUser(id: string) {
    return this.http.get<Role[]>(`/api/User/${id}/role`);
  }
  assignRole(userId: string, roleId: string) {
    return this.http.post<Role>(`/api/User/${userId}/role`, { roleId });
  }
  unassignRole(userId: string, roleId: string) {
    return this.http.delete(`/api/User/${userId}/role/${roleId}`);
  }
  /** The attributes user administration assigned (they decide access), with the user's ETag. */
  attributes(userId: string) {
    return this.read<UserAttribute[]>(`/User/${userId}/attribute`);
  }
  setAttribute(userId: string, key: string, value: string, etag: string) {
    return this.http.put<UserAttribute>(
      `/api/User/${userId}/attribute/${encodeURIComponent(key)}`,
      { value },
      ifMatch(etag),
    );
  }
  removeAttribute(userId: string, key: string, etag: string) {
    return this.http.delete(`/api/User/${userId}/attribute/${encodeURIComponent(key)}`, ifMatch(etag));
  }
  effectiveAccess(userId: string) {
    return this.http.get<EffectiveRessource[]>(`/api/User/${userId}/access`);
  }
  explain(userId: string, ressourceId: string) {
    return this.http.get<EffectiveRessource>(`/api/User/${userId}/access/${ressourceId}`);
  }

  // ---- roles
  roles() {
    return this.http.get<Role[]>('/api/Role');
  }
  role(id: string) {
    return this.read<Role>(`/Role/${id}`);
  }
  createRole(input: RoleInput) {
    return this.http.post<Role>('/api/Role', input);
  }
  updateRole(id: string, input: RoleInput, etag: string) {
    return this.http.put(`/api/Role/${id}`, input, ifMatch(etag));
  }
  deleteRole(id: string, etag: string, cascade = false) {
    return this.http.delete(`/api/Role/${id}`, { ...ifMatch(etag), query: { cascade } });
  }
  /** The role's grid, with the role's ETag: every grant or revoke changes it. */
  grants(roleId: string) {
    return this.read<RoleRessourcePermission[]>(`/Role/${roleId}/ResourcePermission`);
  }
  grant(roleId: string, ressourceId: string, permissionSetId: string, accessType: 0 | 1, etag: string) {
    return this.http.post(
      `/api/Role/${roleId}/ResourcePermission/${ressourceId}/${permissionSetId}/${accessType}`,
      undefined,
      ifMatch(etag),
    );
  }
  revoke(roleId: string, ressourceId: string, permissionSetId: string, etag: string) {
    return this.http.delete(`/api/Role/${roleId}/ResourcePermission/${ressourceId}/${permissionSetId}`, ifMatch(etag));
  }
  usersOfRole(roleId: string) {
    return this.http.get<PortalUser[]>(`/api/Role/${roleId}/user`);
  }

  // ---- resources
  resources() {
    return this.http.get<PortalRessource[]>('/api/Resources');
  }
  resourceGroups() {
    return this.http.get<PortalRessourceGroup[]>('/api/Resources/groups');
  }
  resource(id: string) {
    return this.read<PortalRessource>(`/Resources/${id}`);
  }
  createResource(input: RessourceInput) {
    return this.http.post<PortalRessource>('/api/Resources', input);
  }
  updateResource(id: string, input: RessourceInput, etag: string) {
    return this.http.put(`/api/Resources/${id}`, input, ifMatch(etag));
  }
  deleteResource(id: string, etag: string, cascade = false) {
    return this.http.delete(`/api/Resources/${id}`, { ...ifMatch(etag), query: { cascade } });
  }

  // ---- permission sets
  permissionSets() {
    return this.http.get<PortalPermissionSet[]>('/api/PermissionSets');
  }
  permissionSet(id: string) {
    return this.read<PortalPermissionSet>(`/PermissionSets/${id}`);
  }
  createPermissionSet(input: { name: string; description: string; permissionDetails: PermissionSetDetailInput[] }) {
    return this.http.post<PortalPermissionSet>('/api/PermissionSets', input);
  }
  updatePermissionSet(
    id: string,
    input: { name: string; description: string; permissionDetails: PermissionSetDetailInput[] },
    etag: string,
  ) {
    return this.http.put(`/api/PermissionSets/${id}`, input, ifMatch(etag));
  }
  deletePermissionSet(id: string, etag: string, cascade = false) {
    return this.http.delete(`/api/PermissionSets/${id}`, { ...ifMatch(etag), query: { cascade } });
  }
  rolesUsingSet(id: string) {
    return this.http.get<Role[]>(`/api/PermissionSets/${id}/Role`);
  }

  // ---- permissions
  permissions() {
    return this.http.get<PortalPermission[]>('/api/Permissions');
  }
  permission(id: string) {
    return this.read<PortalPermission>(`/Permissions/${id}`);
  }
  createPermission(input: PermissionInput) {
    return this.http.post<PortalPermission>('/api/Permissions', input);
  }
  updatePermission(id: string, input: PermissionInput, etag: string) {
    return this.http.put(`/api/Permissions/${id}`, input, ifMatch(etag));
  }
  deletePermission(id: string, etag: string, cascade = false) {
    return this.http.delete(`/api/Permissions/${id}`, { ...ifMatch(etag), query: { cascade } });
  }

  // ---- orgs (no ETag)
  orgs(which: 'all' | 'private' | 'public' = 'all') {
    return this.http.get<Org[]>(which === 'all' ? '/api/Org' : `/api/Org/${which}`);
  }
  createOrg(input: { name: string; isPublic: boolean }) {
    return this.http.post<Org>('/api/Org', input);
  }
  updateOrg(id: number, input: { name: string; isPublic: boolean }) {
    return this.http.put(`/api/Org/${id}`, input);
  }
  deleteOrg(id: number, cascade = false) {
    return this.http.delete(`/api/Org/${id}`, { query: { cascade } });
  }

  // ---- audit
  audit(query: {
    actor?: string | undefined;
    entity?: string | undefined;
    entityId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  }) {
    return this.http.get<{ items: AuditEntry[]; total: number; page: number; pageSize: number }>('/api/Audit', {
      query,
    });
  }

  /** The SAP SQL tool's trail (docs/sapsql.md): every statement, who asked, how it ended. */
  sqlAudit(query: {
    user?: string | undefined;
    outcome?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  }) {
    return this.http.get<SqlAuditPage>('/api/SapSql/audit', { query });
  }
}
