import type { FavoriteCreate, FavoriteInput, PortalFavorite } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { ReadBatcher } from '../../db/batch';
import type { Database, Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { actingFor } from '../access/service';
import * as store from './store';

/** How a favourite is named in its "not found": the same for a missing one and another user's (T20). */
const FAVOURITE = 'favourite';

/** Favourites belong to one user; only they (or an administrator acting for them) see or change them. */
export class FavoriteService {
  /** The shell reads the list on every page; concurrent reads share a round trip. */
  private readonly lists: ReadBatcher<string, PortalFavorite[]>;

  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
    this.lists = new ReadBatcher(
      (userIds) => store.listFavoritesOfUsers(database, userIds),
      () => [],
    );
  }

  listOwn(request: FastifyRequest): Promise<PortalFavorite[]> {
    return this.lists.read(actingFor(request, undefined).userId);
  }

  listFor(request: FastifyRequest, userId: string): Promise<PortalFavorite[]> {
    return this.lists.read(actingFor(request, userId).userId);
  }

  async get(request: FastifyRequest, id: string): Promise<PortalFavorite> {
    const found = await store.findFavorite(this.db, id);
    if (!found) throw notFound(FAVOURITE);
    actingFor(request, found.userId, FAVOURITE);
    return found;
  }

  create(request: FastifyRequest, input: FavoriteCreate): Promise<PortalFavorite> {
    const { userId, ...favorite } = input;
    return store.insertFavorite(this.db, actingFor(request, userId).userId, favorite);
  }

  async update(request: FastifyRequest, id: string, input: FavoriteInput): Promise<void> {
    const found = await this.get(request, id);
    if (!(await store.updateFavorite(this.db, id, found.userId, input))) throw notFound(FAVOURITE);
  }

  async remove(request: FastifyRequest, id: string): Promise<void> {
    const found = await this.get(request, id);
    if (!(await store.deleteFavorite(this.db, id, found.userId))) throw notFound(FAVOURITE);
  }
}
