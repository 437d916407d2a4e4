import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/database';
import { RevokedGrants } from './revocations';

const log = pino({ level: 'silent' });

describe('revoked grants across processes (T12, T13)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('another process learns of a revocation when it reads the table', async () => {
    const here = new RevokedGrants(database.db, 600, log);
    const there = new RevokedGrants(database.db, 600, log);
    try {
      await here.revoke('grant-a');
      expect(here.has('grant-a')).toBe(true);
      expect(there.has('grant-a')).toBe(false);
      await there.refresh();
      expect(there.has('grant-a')).toBe(true);
      expect(there.has('grant-b')).toBe(false);
    } finally {
      here.close();
      there.close();
    }
  });

  it('forgets a revocation once every token of the grant has expired', async () => {
    const short = new RevokedGrants(database.db, 1, log);
    try {
      await short.revoke('grant-short');
      await short.refresh();
      expect(short.has('grant-short')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await short.refresh();
      expect(short.has('grant-short')).toBe(false);
    } finally {
      short.close();
    }
  });
});
