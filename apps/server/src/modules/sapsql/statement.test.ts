import { describe, expect, it } from 'vitest';
import { HARMLESS, PROBES } from './probes.fixtures';
import { judgeStatement } from './statement';

describe('the SQL tool statement filter (T26, security notes §3 step 3)', () => {
  it.each(PROBES)('refuses %j with %s', (statement, code) => {
    expect(judgeStatement(statement)).toMatchObject({ ok: false, code });
  });

  it.each(HARMLESS)('lets %j through: the keyword is in a string, a name or a comment', (statement) => {
    expect(judgeStatement(statement)).toEqual({ ok: true });
  });
});
