import type { Canteen } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/problem';
import * as store from './store';

/** The canteen named by the path, or 404: every order-system call starts here. */
export async function requireCanteen(db: DbOrTx, applicationId: string): Promise<Canteen> {
  const canteen = await store.findCanteen(db, applicationId);
  if (!canteen) throw notFound('canteen');
  return canteen;
}
