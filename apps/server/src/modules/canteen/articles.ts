import { ADDITIVES, ALLERGENS, type ArticleInput, type PortalArticle } from '@portal/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { requireCanteen } from './canteens';
import { stale } from './etag';
import * as store from './store';

/** Codes in the regulation's order, whatever order they were ticked in: menus list them alike. */
function inListOrder(input: ArticleInput): ArticleInput {
  const order = <T extends string>(list: readonly T[], codes: readonly T[]) => list.filter((c) => codes.includes(c));
  return { ...input, allergens: order(ALLERGENS, input.allergens), additives: order(ADDITIVES, input.additives) };
}

/** The canteen's articles (OrderSystemArticle): what the kitchen can put on a plan. */
export class ArticleService {
  constructor(private readonly db: Db) {}

  async list(applicationId: string, which: 'all' | 'nonDefault'): Promise<PortalArticle[]> {
    await requireCanteen(this.db, applicationId);
    return store.listArticles(this.db, applicationId, which);
  }

  async get(applicationId: string, id: string): Promise<PortalArticle & { version: number }> {
    const found = await store.findArticle(this.db, applicationId, id);
    if (!found) throw notFound('article');
    return found;
  }

  async create(applicationId: string, input: ArticleInput): Promise<PortalArticle & { version: number }> {
    await requireCanteen(this.db, applicationId);
    const id = await store.insertArticle(this.db, applicationId, inListOrder(input));
    return this.get(applicationId, id);
  }

  /** Plans still taking orders offer the change at once; orders keep what was ordered. */
  async update(applicationId: string, id: string, version: number, input: ArticleInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await store.updateArticle(tx, applicationId, id, version, inListOrder(input))) return;
      if (await store.findArticle(tx, applicationId, id)) throw stale();
      throw notFound('article');
    });
  }

  async remove(applicationId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await store.deleteArticle(tx, applicationId, id))) throw notFound('article');
    });
  }
}
