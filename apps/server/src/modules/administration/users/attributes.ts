import type { UserAttribute, UserAttributeInput } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import type { Version } from '../../../http/etag';
import { invalid, notFound } from '../../../http/problem';
import { actorOf, type ChangeRunner } from '../../audit/service';
import * as store from './attribute-store';
import { locked } from './service';
import { bumpUser, findUser } from './store';

/**
 * The attributes user administration assigns to a user (country, company code, plant, …), which
 * permission-set conditions read (`attribute:<key>`). Only this service writes them, on routes
 * that need the user administration resource at its second-factor level; every change is in the
 * audit trail with the value before and after, and changes the user's ETag.
 */
export class UserAttributeService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
  ) {}

  async list(userId: string): Promise<{ version: Version; attributes: UserAttribute[] }> {
    const user = await findUser(this.db, userId);
    if (!user) throw notFound('user');
    return { version: user.version, attributes: await store.listAttributes(this.db, userId) };
  }

  /** Sets one attribute. `created`: the user had no value for the key; `version`: the user's new ETag. */
  set(request: FastifyRequest, userId: string, key: string, input: UserAttributeInput, expected: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const user = await locked(tx, userId, expected);
      if (!(await store.isReadByAPermission(tx, key))) {
        throw invalid('params.key', `no permission reads the attribute ${key}: create one with attribute:${key} first`);
      }
      const before = await store.findAttribute(tx, userId, key);
      if (before?.value === input.value) return { attribute: before, created: false, version: user.version };
      await store.upsertAttribute(tx, userId, key, input.value, actorOf(request).id);
      await bumpUser(tx, userId);
      await audit({
        action: 'set-attribute',
        entity: 'user',
        entityId: userId,
        ...(before ? { before: { attribute: { key, value: before.value } } } : {}),
        after: { attribute: { key, value: input.value } },
      });
      const attribute = (await store.findAttribute(tx, userId, key))!;
      return { attribute, created: before === undefined, version: user.version + 1 };
    });
  }

  remove(request: FastifyRequest, userId: string, key: string, expected: ReadonlySet<Version>): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      await locked(tx, userId, expected);
      const before = await store.findAttribute(tx, userId, key);
      if (!before || !(await store.deleteAttribute(tx, userId, key))) throw notFound('attribute');
      await bumpUser(tx, userId);
      await audit({
        action: 'remove-attribute',
        entity: 'user',
        entityId: userId,
        before: { attribute: { key, value: before.value } },
      });
    });
  }
}
