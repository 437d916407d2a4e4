import type { SapSqlRefusal } from '@portal/contracts';

/**
 * The statement filter of the SQL tool (T26, security notes §3 step 3): one query per call, no
 * writes, no schema changes, no row locks, no side-effecting functions, no transaction or session
 * control. It reads the text as PostgreSQL's lexer does (strings, quoted names, dollar quotes,
 * nested block comments, line comments), so a keyword inside a string or comment neither hides a
 * statement nor refuses a harmless one. It is one layer: the statement also runs in a READ ONLY
 * transaction as a role that may only read (docs/sapsql.md), so a gap here still cannot write.
 */

export type Verdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: SapSqlRefusal; readonly why: string };

interface Token {
  readonly kind: 'word' | 'quoted' | 'string' | 'symbol' | 'number' | 'param';
  /** Lower case for words; the name as written for quoted names. */
  readonly text: string;
}

const QUERY_STARTS = new Set(['select', 'with', 'values', 'table']);
const WRITES = new Set(['insert', 'update', 'delete', 'merge', 'truncate', 'copy', 'into']);
const DDL = new Set([
  'create',
  'alter',
  'drop',
  'grant',
  'revoke',
  'comment',
  'security',
  'reindex',
  'cluster',
  'vacuum',
  'analyze',
  'analyse',
  'refresh',
  'import',
  'lock',
  'reassign',
]);
const CONTROL = new Set([
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'prepare',
  'execute',
  'deallocate',
  'set',
  'reset',
  'show',
  'do',
  'call',
  'listen',
  'unlisten',
  'notify',
  'discard',
  'load',
  'checkpoint',
  'declare',
  'fetch',
  'move',
  'close',
]);

/**
 * Functions a query may not call: they write (sequences, large objects), change the session or
 * other sessions, read the server's files, reach other servers, or run SQL text of their own.
 */
const SIDE_EFFECTS = new Set([
  'nextval',
  'setval',
  'currval',
  'lastval',
  'set_config',
  'pg_notify',
  'pg_cancel_backend',
  'pg_terminate_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_file_write',
  'pg_switch_wal',
  'pg_create_restore_point',
  'pg_promote',
  'pg_import_system_collations',
  'txid_current',
  'pg_current_xact_id',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'dblink',
]);
const SIDE_EFFECT_PREFIXES = ['lo_', 'dblink_', 'pg_advisory', 'pg_try_advisory', 'pg_logical_', 'pg_replication_'];

function sideEffecting(name: string): boolean {
  const n = name.toLowerCase();
  return (
    SIDE_EFFECTS.has(n) || SIDE_EFFECT_PREFIXES.some((p) => n.startsWith(p)) || /^pg_(create|drop)_.*slot$/.test(n)
  );
}

class Unterminated extends Error {}

/** The tokens of a statement, and the positions of top-level semicolons; comments are dropped. */
function lex(text: string): { tokens: Token[]; separators: number[] } {
  const tokens: Token[] = [];
  const separators: number[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    const next = text[i + 1];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && next === '-') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      i += 2;
      while (depth > 0) {
        if (i >= n) throw new Unterminated('comment');
        if (text[i] === '/' && text[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (c === "'" || ((c === 'e' || c === 'E') && next === "'")) {
      const escapes = c !== "'";
      i = skipQuoted(text, escapes ? i + 2 : i + 1, "'", escapes);
      tokens.push({ kind: 'string', text: '' });
    } else if ((c === 'u' || c === 'U') && next === '&' && (text[i + 2] === "'" || text[i + 2] === '"')) {
      const quote = text[i + 2]!;
      const start = i + 3;
      i = skipQuoted(text, start, quote, false);
      tokens.push(quote === '"' ? { kind: 'quoted', text: text.slice(start, i - 1) } : { kind: 'string', text: '' });
    } else if ((c === 'b' || c === 'B' || c === 'x' || c === 'X' || c === 'n' || c === 'N') && next === "'") {
      i = skipQuoted(text, i + 2, "'", false);
      tokens.push({ kind: 'string', text: '' });
    } else if (c === '"') {
      const start = i + 1;
      i = skipQuoted(text, start, '"', false);
      tokens.push({ kind: 'quoted', text: text.slice(start, i - 1).replaceAll('""', '"') });
    } else if (c === '$' && /[0-9]/.test(next ?? '')) {
      i++;
      while (i < n && /[0-9]/.test(text[i]!)) i++;
      tokens.push({ kind: 'param', text: '' });
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(text.slice(i));
      if (!tag) {
        tokens.push({ kind: 'symbol', text: c });
        i++;
        continue;
      }
      const end = text.indexOf(tag[0], i + tag[0].length);
      if (end < 0) throw new Unterminated('dollar quote');
      i = end + tag[0].length;
      tokens.push({ kind: 'string', text: '' });
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      const start = i;
      while (i < n && /[\w$\u0080-\uffff]/.test(text[i]!)) i++;
      tokens.push({ kind: 'word', text: text.slice(start, i).toLowerCase() });
    } else if (/[0-9.]/.test(c) && /[0-9]/.test(c === '.' ? (next ?? '') : c)) {
      while (i < n && /[\w.]/.test(text[i]!)) i++;
      tokens.push({ kind: 'number', text: '' });
    } else {
      if (c === ';') separators.push(tokens.length);
      tokens.push({ kind: 'symbol', text: c });
      i++;
    }
  }
  return { tokens, separators };
}

/** The index after the closing quote; a doubled quote stays inside, and `\` escapes in E'' strings. */
function skipQuoted(text: string, from: number, quote: string, escapes: boolean): number {
  let i = from;
  for (;;) {
    if (i >= text.length) throw new Unterminated('string');
    const c = text[i]!;
    if (escapes && c === '\\') i += 2;
    else if (c === quote && text[i + 1] === quote) i += 2;
    else if (c === quote) return i + 1;
    else i++;
  }
}

const refuse = (code: SapSqlRefusal, why: string): Verdict => ({ ok: false, code, why });

/** Whether the tool may run this text, and if not, why (a stable code for the screen). */
export function judgeStatement(text: string): Verdict {
  let lexed: ReturnType<typeof lex>;
  try {
    lexed = lex(text);
  } catch (error) {
    if (error instanceof Unterminated) return refuse('sql_unterminated', `unterminated ${error.message}`);
    throw error;
  }
  const { separators } = lexed;
  let { tokens } = lexed;
  // One trailing semicolon ends the statement; anything after a semicolon is a second statement.
  if (separators.length > 0) {
    const last = separators[separators.length - 1]!;
    if (separators.length > 1 || last !== tokens.length - 1)
      return refuse('sql_multiple_statements', 'more than one statement');
    tokens = tokens.slice(0, -1);
  }
  const first = tokens.find((t) => !(t.kind === 'symbol' && t.text === '('));
  if (!first) return refuse('sql_not_a_query', 'no statement');

  const firstWord = first.kind === 'word' ? first.text : '';
  if (!QUERY_STARTS.has(firstWord)) {
    if (WRITES.has(firstWord)) return refuse('sql_write_refused', firstWord);
    if (DDL.has(firstWord)) return refuse('sql_ddl_refused', firstWord);
    if (CONTROL.has(firstWord)) return refuse('sql_transaction_control_refused', firstWord);
    return refuse('sql_not_a_query', firstWord || 'not a query');
  }

  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.kind !== 'word' && token.kind !== 'quoted') continue;
    const word = token.kind === 'word' ? token.text : '';
    const following = tokens[k + 1];
    // A name followed by "(" is a call, schema-qualified or quoted alike.
    if (following?.kind === 'symbol' && following.text === '(' && sideEffecting(token.text)) {
      return refuse('sql_function_refused', token.text.toLowerCase());
    }
    if (word === 'for' && isLockingClause(tokens, k + 1)) return refuse('sql_locking_refused', 'row lock');
    // In a query these words only appear as a writing CTE or SELECT … INTO (which creates a table).
    if (WRITES.has(word)) return refuse('sql_write_refused', word);
  }
  return { ok: true };
}

/** FOR UPDATE, FOR NO KEY UPDATE, FOR SHARE, FOR KEY SHARE. */
function isLockingClause(tokens: readonly Token[], at: number): boolean {
  const words = tokens.slice(at, at + 3).map((t) => (t.kind === 'word' ? t.text : ''));
  return (
    words[0] === 'update' ||
    words[0] === 'share' ||
    (words[0] === 'no' && words[1] === 'key' && words[2] === 'update') ||
    (words[0] === 'key' && words[1] === 'share')
  );
}
