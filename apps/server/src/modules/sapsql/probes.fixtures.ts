import type { SapSqlRefusal } from '@portal/contracts';

/**
 * The probe list of the security notes §3 (measured there on PGlite against a table `t`), with
 * what the brief of T26 adds: each statement the SQL tool must refuse, and the code it answers.
 * The tests run it against `sql_probe` (a table with a serial id) on both database paths.
 */
export const PROBES: ReadonlyArray<readonly [string, SapSqlRefusal]> = [
  // More than one statement, also behind comments and strings.
  ['select 1; delete from sql_probe', 'sql_multiple_statements'],
  ['select 1;\ndelete from sql_probe;', 'sql_multiple_statements'],
  ['select 1 -- a comment\n; delete from sql_probe', 'sql_multiple_statements'],
  ['select 1 /* ; */; delete from sql_probe', 'sql_multiple_statements'],
  ["select ';' as a; delete from sql_probe", 'sql_multiple_statements'],
  ['select $$;$$; commit', 'sql_multiple_statements'],
  // Writes, and writes dressed as queries.
  ['delete from sql_probe', 'sql_write_refused'],
  ["insert into sql_probe (name) values ('x')", 'sql_write_refused'],
  ["update sql_probe set name = 'x'", 'sql_write_refused'],
  [
    "merge into sql_probe p using (select 1 as id) s on p.id = s.id when matched then update set name = 'x'",
    'sql_write_refused',
  ],
  ['truncate sql_probe', 'sql_write_refused'],
  ['copy sql_probe to stdout', 'sql_write_refused'],
  ["copy sql_probe from program 'id'", 'sql_write_refused'],
  ['with d as (delete from sql_probe returning *) select count(*) from d', 'sql_write_refused'],
  ["with u as (update sql_probe set name = 'x' returning id) select * from u", 'sql_write_refused'],
  ["with i as (insert into sql_probe (name) values ('x') returning id) select * from i", 'sql_write_refused'],
  ['select * into sql_probe_copy from sql_probe', 'sql_write_refused'],
  ['/* hidden */ delete from sql_probe', 'sql_write_refused'],
  ['-- a comment\ndelete from sql_probe', 'sql_write_refused'],
  ['(delete from sql_probe)', 'sql_write_refused'],
  // Schema changes.
  ['create temp table x(a int)', 'sql_ddl_refused'],
  ['create table sql_probe_2 as select * from sql_probe', 'sql_ddl_refused'],
  ['drop table sql_probe', 'sql_ddl_refused'],
  ['alter table sql_probe add column x int', 'sql_ddl_refused'],
  ['grant all on sql_probe to public', 'sql_ddl_refused'],
  ['vacuum sql_probe', 'sql_ddl_refused'],
  ['lock table sql_probe', 'sql_ddl_refused'],
  // Row locks.
  ['select * from sql_probe for update', 'sql_locking_refused'],
  ['select * from sql_probe for no key update', 'sql_locking_refused'],
  ['select * from sql_probe for share', 'sql_locking_refused'],
  ['select * from sql_probe for key share', 'sql_locking_refused'],
  ['select * from sql_probe FOR /* x */ UPDATE skip locked', 'sql_locking_refused'],
  // Functions with side effects.
  ["select nextval('sql_probe_id_seq')", 'sql_function_refused'],
  ["select setval('sql_probe_id_seq', 1000)", 'sql_function_refused'],
  ["select pg_catalog.nextval('sql_probe_id_seq')", 'sql_function_refused'],
  ['select "nextval"(\'sql_probe_id_seq\')', 'sql_function_refused'],
  ["select nextval ('sql_probe_id_seq')", 'sql_function_refused'],
  ["select set_config('transaction_read_only', 'off', true)", 'sql_function_refused'],
  ["select set_config('statement_timeout', '0', false)", 'sql_function_refused'],
  ['select pg_advisory_lock(1)', 'sql_function_refused'],
  ["select pg_notify('c', 'x')", 'sql_function_refused'],
  ['select pg_terminate_backend(pg_backend_pid())', 'sql_function_refused'],
  ["select pg_read_file('/etc/passwd')", 'sql_function_refused'],
  ["select lo_import('/etc/passwd')", 'sql_function_refused'],
  ["select * from dblink('host=elsewhere', 'select 1') as t(a int)", 'sql_function_refused'],
  ["select query_to_xml('delete from sql_probe', true, false, '')", 'sql_function_refused'],
  ['select txid_current()', 'sql_function_refused'],
  // Transaction and session control.
  ['commit', 'sql_transaction_control_refused'],
  ['begin', 'sql_transaction_control_refused'],
  ['rollback', 'sql_transaction_control_refused'],
  ['end', 'sql_transaction_control_refused'],
  ['set transaction read write', 'sql_transaction_control_refused'],
  ['set session characteristics as transaction read write', 'sql_transaction_control_refused'],
  ['set statement_timeout = 0', 'sql_transaction_control_refused'],
  ['set role postgres', 'sql_transaction_control_refused'],
  ['reset all', 'sql_transaction_control_refused'],
  ['reset role', 'sql_transaction_control_refused'],
  ['do $$ begin delete from sql_probe; end $$', 'sql_transaction_control_refused'],
  ['call some_procedure()', 'sql_transaction_control_refused'],
  ['listen channel', 'sql_transaction_control_refused'],
  ["notify channel, 'x'", 'sql_transaction_control_refused'],
  ['prepare p as delete from sql_probe', 'sql_transaction_control_refused'],
  ['discard all', 'sql_transaction_control_refused'],
  ['declare c cursor for select 1', 'sql_transaction_control_refused'],
  // Not a query at all, or hidden by a comment trick.
  ['explain analyze delete from sql_probe', 'sql_not_a_query'],
  ['sel/**/ect 1', 'sql_not_a_query'],
  ['/* only a comment */', 'sql_not_a_query'],
  [';', 'sql_not_a_query'],
  ['select 1 /* never closed', 'sql_unterminated'],
  ["select 'never closed", 'sql_unterminated'],
  ['select $x$ never closed', 'sql_unterminated'],
  ['select 1 /* nested /* comment */ still open', 'sql_unterminated'],
];

/** Queries the filter lets through although they look like a refused one: keywords in strings, names and comments. */
export const HARMLESS: readonly string[] = [
  'select count(*) from sql_probe',
  'select count(*) from sql_probe;',
  "select 'delete from sql_probe; commit' as text",
  'select 1 as "update", 2 as "nextval" -- delete from sql_probe; commit',
  'select $$ ; drop table sql_probe $$ as text',
  'select 1 /* nested /* comment; */ delete */ as one',
  "select E'it\\'s ; fine' as text",
  'with recent as (select * from sql_probe order by id desc limit 2) select name from recent',
  'values (1, 2), (3, 4)',
  'table sql_probe',
  '(select 1) union all (select 2)',
  'select updated_at from (select now() as updated_at) s',
];
