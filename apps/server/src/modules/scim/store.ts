import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { portalUser, role, scimDirectory, scimGroup, scimGroupMember, scimUser } from '../../db/schema/index';

export type DirectoryRow = typeof scimDirectory.$inferSelect;
export type UserRow = typeof scimUser.$inferSelect;
export type GroupRow = typeof scimGroup.$inferSelect;

export interface GroupRef {
  readonly id: string;
  readonly displayName: string;
}

export interface MemberRef {
  readonly id: string;
  readonly userName: string;
}

export interface Profile {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly department: string;
  readonly username: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path id that is no UUID names nothing of ours. */
export const isId = (id: string) => UUID.test(id);

// Directories

export async function directoryByTokenHash(db: DbOrTx, tokenHash: string): Promise<DirectoryRow | undefined> {
  const [row] = await db.select().from(scimDirectory).where(eq(scimDirectory.tokenHash, tokenHash));
  return row;
}

export function listDirectories(db: DbOrTx): Promise<DirectoryRow[]> {
  return db.select().from(scimDirectory).orderBy(asc(scimDirectory.name));
}

export async function directoryById(db: DbOrTx, id: string, lock = false): Promise<DirectoryRow | undefined> {
  const query = db.select().from(scimDirectory).where(eq(scimDirectory.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDirectory(
  tx: Tx,
  values: { name: string; issuer: string; roleMapping: Record<string, string>; tokenHash: string },
): Promise<DirectoryRow> {
  const [row] = await tx
    .insert(scimDirectory)
    .values({ ...values, tokenIssuedAt: new Date() })
    .returning();
  return row!;
}

/** A new token (its hash), or null to revoke it; the old one is refused from the commit on. */
export async function setDirectoryToken(tx: Tx, id: string, tokenHash: string | null): Promise<DirectoryRow> {
  const [row] = await tx
    .update(scimDirectory)
    .set({
      tokenHash,
      tokenIssuedAt: tokenHash ? new Date() : null,
      updatedAt: new Date(),
      version: sql`${scimDirectory.version} + 1`,
    })
    .where(eq(scimDirectory.id, id))
    .returning();
  return row!;
}

export async function roleIdByName(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: role.id }).from(role).where(sql`lower(${role.name}) = lower(${name})`);
  return row?.id;
}

// Users

export async function selectUsers(
  db: DbOrTx,
  directoryId: string,
  narrow: { userName?: string | undefined; externalId?: string | undefined } = {},
): Promise<UserRow[]> {
  return db
    .select()
    .from(scimUser)
    .where(
      and(
        eq(scimUser.directoryId, directoryId),
        narrow.userName !== undefined ? sql`lower(${scimUser.userName}) = lower(${narrow.userName})` : undefined,
        narrow.externalId !== undefined ? eq(scimUser.externalId, narrow.externalId) : undefined,
      ),
    )
    .orderBy(asc(scimUser.createdAt), asc(scimUser.id));
}

export async function userById(
  db: DbOrTx,
  directoryId: string,
  id: string,
  lock = false,
): Promise<UserRow | undefined> {
  if (!isId(id)) return undefined;
  const query = db
    .select()
    .from(scimUser)
    .where(and(eq(scimUser.directoryId, directoryId), eq(scimUser.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The groups of each user, for the read-only `groups` attribute. */
export async function groupsOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, GroupRef[]>> {
  const byUser = new Map<string, GroupRef[]>();
  if (userIds.length === 0) return byUser;
  const found = await db
    .select({ memberId: scimGroupMember.memberId, id: scimGroup.id, displayName: scimGroup.displayName })
    .from(scimGroupMember)
    .innerJoin(scimGroup, eq(scimGroup.id, scimGroupMember.groupId))
    .where(inArray(scimGroupMember.memberId, [...userIds]))
    .orderBy(asc(scimGroup.displayName));
  for (const row of found) byUser.set(row.memberId, [...(byUser.get(row.memberId) ?? []), row]);
  return byUser;
}

/** The portal user of (issuer, subject) and whether a directory already provisions them. */
export async function portalUserBySubject(
  db: DbOrTx,
  issuer: string,
  subject: string,
): Promise<{ id: string; provisioned: boolean } | undefined> {
  const [row] = await db
    .select({ id: portalUser.id, provisioned: sql<boolean>`${scimUser.id} is not null` })
    .from(portalUser)
    .leftJoin(scimUser, eq(scimUser.userId, portalUser.id))
    .where(and(eq(portalUser.issuer, issuer), eq(portalUser.openIdUserId, subject)));
  return row;
}

export async function insertPortalUser(tx: Tx, issuer: string, subject: string, profile: Profile): Promise<string> {
  const [row] = await tx
    .insert(portalUser)
    .values({ issuer, openIdUserId: subject, ...profile })
    .returning({ id: portalUser.id });
  return row!.id;
}

/** The portal user's profile and subject as the directory has them; `disabled` sets or clears the deactivation. */
export async function updatePortalUser(
  tx: Tx,
  id: string,
  values: { subject: string; profile: Profile; disabled: boolean },
): Promise<{ issuer: string; subject: string }> {
  const [row] = await tx
    .update(portalUser)
    .set({
      openIdUserId: values.subject,
      ...values.profile,
      disabledAt: values.disabled ? sql`coalesce(${portalUser.disabledAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(portalUser.id, id))
    .returning({ issuer: portalUser.issuer, subject: portalUser.openIdUserId });
  return row!;
}

export async function disablePortalUser(tx: Tx, id: string): Promise<{ issuer: string; subject: string }> {
  const [row] = await tx
    .update(portalUser)
    .set({ disabledAt: sql`coalesce(${portalUser.disabledAt}, now())`, updatedAt: new Date() })
    .where(eq(portalUser.id, id))
    .returning({ issuer: portalUser.issuer, subject: portalUser.openIdUserId });
  return row!;
}

export async function insertUser(
  tx: Tx,
  values: Pick<UserRow, 'directoryId' | 'userId' | 'userName' | 'externalId' | 'active' | 'resource'>,
): Promise<UserRow> {
  const [row] = await tx.insert(scimUser).values(values).returning();
  return row!;
}

export async function updateUser(
  tx: Tx,
  id: string,
  values: Pick<UserRow, 'userName' | 'externalId' | 'active' | 'resource'>,
): Promise<UserRow> {
  const [row] = await tx
    .update(scimUser)
    .set({ ...values, updatedAt: new Date(), version: sql`${scimUser.version} + 1` })
    .where(eq(scimUser.id, id))
    .returning();
  return row!;
}

export async function deleteUser(tx: Tx, id: string): Promise<void> {
  await tx.delete(scimUser).where(eq(scimUser.id, id));
}

// Groups

export async function selectGroups(
  db: DbOrTx,
  directoryId: string,
  narrow: { displayName?: string | undefined } = {},
): Promise<GroupRow[]> {
  return db
    .select()
    .from(scimGroup)
    .where(
      and(
        eq(scimGroup.directoryId, directoryId),
        narrow.displayName !== undefined
          ? sql`lower(${scimGroup.displayName}) = lower(${narrow.displayName})`
          : undefined,
      ),
    )
    .orderBy(asc(scimGroup.createdAt), asc(scimGroup.id));
}

export async function groupById(
  db: DbOrTx,
  directoryId: string,
  id: string,
  lock = false,
): Promise<GroupRow | undefined> {
  if (!isId(id)) return undefined;
  const query = db
    .select()
    .from(scimGroup)
    .where(and(eq(scimGroup.directoryId, directoryId), eq(scimGroup.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function membersOfGroups(db: DbOrTx, groupIds: readonly string[]): Promise<Map<string, MemberRef[]>> {
  const byGroup = new Map<string, MemberRef[]>();
  if (groupIds.length === 0) return byGroup;
  const found = await db
    .select({ groupId: scimGroupMember.groupId, id: scimUser.id, userName: scimUser.userName })
    .from(scimGroupMember)
    .innerJoin(scimUser, eq(scimUser.id, scimGroupMember.memberId))
    .where(inArray(scimGroupMember.groupId, [...groupIds]))
    .orderBy(asc(scimUser.userName));
  for (const row of found) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
  return byGroup;
}

/** Which of these ids are users of the directory. */
export async function existingUserIds(tx: DbOrTx, directoryId: string, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isId);
  if (valid.length === 0) return new Set();
  const found = await tx
    .select({ id: scimUser.id })
    .from(scimUser)
    .where(and(eq(scimUser.directoryId, directoryId), inArray(scimUser.id, valid)));
  return new Set(found.map((r) => r.id));
}

export async function insertGroup(
  tx: Tx,
  values: Pick<GroupRow, 'directoryId' | 'displayName' | 'externalId' | 'roleId'>,
): Promise<GroupRow> {
  const [row] = await tx.insert(scimGroup).values(values).returning();
  return row!;
}

export async function updateGroup(
  tx: Tx,
  id: string,
  values: Pick<GroupRow, 'displayName' | 'externalId' | 'roleId'>,
): Promise<GroupRow> {
  const [row] = await tx
    .update(scimGroup)
    .set({ ...values, updatedAt: new Date(), version: sql`${scimGroup.version} + 1` })
    .where(eq(scimGroup.id, id))
    .returning();
  return row!;
}

export async function deleteGroup(tx: Tx, id: string): Promise<void> {
  await tx.delete(scimGroup).where(eq(scimGroup.id, id));
}

/** Sets the group's members to exactly these users; returns the users who joined or left. */
export async function setMembers(tx: Tx, groupId: string, memberIds: ReadonlySet<string>): Promise<string[]> {
  const before = await tx
    .select({ id: scimGroupMember.memberId })
    .from(scimGroupMember)
    .where(eq(scimGroupMember.groupId, groupId));
  const had = new Set(before.map((r) => r.id));
  const left = [...had].filter((id) => !memberIds.has(id));
  const joined = [...memberIds].filter((id) => !had.has(id));
  if (left.length > 0) {
    await tx
      .delete(scimGroupMember)
      .where(and(eq(scimGroupMember.groupId, groupId), inArray(scimGroupMember.memberId, left)));
  }
  if (joined.length > 0) {
    await tx
      .insert(scimGroupMember)
      .values(joined.map((memberId) => ({ groupId, memberId })))
      .onConflictDoNothing();
  }
  return [...left, ...joined];
}

export async function memberIdsOfGroup(tx: DbOrTx, groupId: string): Promise<string[]> {
  const found = await tx
    .select({ id: scimGroupMember.memberId })
    .from(scimGroupMember)
    .where(eq(scimGroupMember.groupId, groupId));
  return found.map((r) => r.id);
}

/**
 * Gives these directory users exactly the roles their groups map to, among the roles the
 * directory governs (every role a group of it maps to, and `alsoGoverned`: the role of a group
 * just deleted or remapped). Roles an administrator gave that no group maps to stay as they are.
 */
export async function syncRoles(
  tx: Tx,
  directoryId: string,
  scimUserIds: readonly string[],
  alsoGoverned: readonly string[] = [],
): Promise<void> {
  if (scimUserIds.length === 0) return;
  const users = sql`(select su.id as sid, su.user_id as uid from portal.scim_user su
                      where su.id in ${scimUserIds} and su.directory_id = ${directoryId})`;
  const desired = sql`(select t.uid, g.role_id from ${users} t
                        join portal.scim_group_member m on m.member_id = t.sid
                        join portal.scim_group g on g.id = m.group_id
                       where g.role_id is not null)`;
  const governed = alsoGoverned.length
    ? sql`(select role_id from portal.scim_group where directory_id = ${directoryId} and role_id is not null
           union select r.id from portal.role r where r.id in ${alsoGoverned})`
    : sql`(select role_id from portal.scim_group where directory_id = ${directoryId} and role_id is not null)`;
  await tx.execute(sql`delete from portal.user_role ur
                        using ${users} t
                        where ur.user_id = t.uid
                          and ur.role_id in ${governed}
                          and not exists (select 1 from ${desired} d where d.uid = ur.user_id and d.role_id = ur.role_id)`);
  await tx.execute(sql`insert into portal.user_role (user_id, role_id)
                        select distinct d.uid, d.role_id from ${desired} d
                        on conflict do nothing`);
}

/** Takes away every role the directory governs from a user it no longer provisions. */
export async function dropGovernedRoles(tx: Tx, directoryId: string, portalUserId: string): Promise<void> {
  await tx.execute(sql`delete from portal.user_role
                        where user_id = ${portalUserId}
                          and role_id in (select role_id from portal.scim_group
                                           where directory_id = ${directoryId} and role_id is not null)`);
}
