import { etagOf } from '../../http/etag';
import { CORE_GROUP, CORE_USER, ENTERPRISE_USER, type ScimListQuery, type ScimUserInput } from './schemas';
import type { GroupRef, GroupRow, MemberRef, Profile, UserRow } from './store';

/** Where the SCIM resources of a request live, for `meta.location` and `$ref` (RFC 7643 §3.1). */
export type BaseUrl = string;

const meta = (resourceType: string, row: { createdAt: Date; updatedAt: Date; version: number }, location: string) => ({
  resourceType,
  created: row.createdAt.toISOString(),
  lastModified: row.updatedAt.toISOString(),
  location,
  version: etagOf(row.version),
});

/** The attributes a directory wrote that have no column of their own. */
export function storedAttributes(input: ScimUserInput): Record<string, unknown> {
  const { schemas: _schemas, externalId: _externalId, userName: _userName, active: _active, ...rest } = input;
  return rest;
}

/** A User as the portal answers it (RFC 7643 §4.1): the stored attributes, its groups and meta. */
export function userResource(row: UserRow, groups: readonly GroupRef[], base: BaseUrl): Record<string, unknown> {
  return {
    ...writableUser(row),
    groups: groups.map((g) => ({ value: g.id, display: g.displayName, $ref: `${base}/Groups/${g.id}` })),
    meta: meta('User', row, `${base}/Users/${row.id}`),
  };
}

/** The user as a directory could write it back: what a PATCH applies to. */
export function writableUser(row: UserRow): Record<string, unknown> & { schemas: string[] } {
  const attributes = row.resource;
  return {
    schemas: ENTERPRISE_USER in attributes ? [CORE_USER, ENTERPRISE_USER] : [CORE_USER],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName,
    ...attributes,
    active: row.active,
  };
}

export function groupResource(row: GroupRow, members: readonly MemberRef[], base: BaseUrl): Record<string, unknown> {
  return {
    ...writableGroup(row, members, base),
    meta: meta('Group', row, `${base}/Groups/${row.id}`),
  };
}

export function writableGroup(
  row: GroupRow,
  members: readonly MemberRef[],
  base: BaseUrl,
): Record<string, unknown> & { schemas: string[] } {
  return {
    schemas: [CORE_GROUP],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    members: members.map((m) => ({ value: m.id, display: m.userName, type: 'User', $ref: `${base}/Users/${m.id}` })),
  };
}

/** What the portal user shows of a directory's user: primary (or work, or first) e-mail, names, department. */
export function profileOf(input: ScimUserInput): Profile {
  const emails = input.emails ?? [];
  const email = emails.find((e) => e.primary) ?? emails.find((e) => e.type === 'work') ?? emails[0];
  return {
    email: email?.value ?? '',
    firstName: input.name?.givenName ?? '',
    lastName: input.name?.familyName ?? '',
    department: input[ENTERPRISE_USER]?.department ?? '',
    username: input.userName,
  };
}

/** RFC 7644 §3.4.2.5 and §3.9: `attributes` keeps only the named ones, `excludedAttributes` drops them. */
export function project(
  resource: Record<string, unknown>,
  query: Pick<ScimListQuery, 'attributes' | 'excludedAttributes'>,
) {
  const names = (list: string | undefined) =>
    new Set(
      (list ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => (n.includes(':') ? n.slice(n.lastIndexOf(':') + 1) : n).split('.')[0]!.toLowerCase()),
    );
  const always = new Set(['id', 'schemas', 'meta']);
  const keep = names(query.attributes);
  const drop = names(query.excludedAttributes);
  if (keep.size === 0 && drop.size === 0) return resource;
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const name = key.toLowerCase();
      if (always.has(name)) return true;
      if (keep.size > 0) return keep.has(name);
      return !drop.has(name);
    }),
  );
}
