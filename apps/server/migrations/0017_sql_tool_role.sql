-- SAP SQL tool (docs/sapsql.md, T26): its statements run on a connection of their own, logged in
-- as `portal_sql_tool`, a role that may read the ERP schema and nothing else. It is a member of no
-- role, so `SET ROLE`, `set_config('role', …)`, `RESET ROLE` and `SET SESSION AUTHORIZATION` lead
-- back to itself; whatever a statement calls (`query_to_xml`, `pg_read_file`, large objects, …)
-- finds only what this role may read. The portal connects as it through PORTAL_SQL_DATABASE_URL
-- (in development and tests without a password, under the local trust authentication).
--
-- Roles belong to the whole cluster, grants to one database: every database (each test file makes
-- its own) grants here, and several may run this at the same time, so "already exists" is fine.
-- Where the migrating role may not create roles, an operator creates it (docs/sapsql.md) and the
-- tool refuses to run until it is safe (the runner checks the role before its first statement).
DO $$
BEGIN
	BEGIN
		CREATE ROLE portal_sql_tool LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
	EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
	WHEN insufficient_privilege THEN RAISE NOTICE 'portal_sql_tool not created: %', SQLERRM;
	END;
	IF EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'portal_sql_tool') THEN
		BEGIN
			GRANT USAGE ON SCHEMA erp TO portal_sql_tool;
			GRANT SELECT ON ALL TABLES IN SCHEMA erp TO portal_sql_tool;
			-- Tables a later migration adds to the ERP schema are readable without a step of their own.
			ALTER DEFAULT PRIVILEGES IN SCHEMA erp GRANT SELECT ON TABLES TO portal_sql_tool;
		EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE 'erp not granted to portal_sql_tool: %', SQLERRM;
		END;
	END IF;
END
$$;
--> statement-breakpoint
-- The embedded database's SQL tool runs on a copy of the ERP tables (docs/sapsql.md) and makes it
-- again when they changed: every write to an ERP table counts one revision here, by a statement
-- trigger that each ERP table gets, also tables made later (an event trigger adds it). On a
-- PostgreSQL server nothing reads it; a write to the ERP stand-in costs one update more.
CREATE TABLE IF NOT EXISTS "portal"."erp_revision" (
	"only_row" boolean PRIMARY KEY DEFAULT true CHECK ("only_row"),
	"revision" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "portal"."erp_revision" DEFAULT VALUES ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal"."erp_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE portal.erp_revision SET revision = revision + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal"."erp_watch_tables"() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE
	t regclass;
BEGIN
	FOR t IN SELECT c.oid::regclass FROM pg_catalog.pg_class c
		JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = 'erp' AND c.relkind IN ('r', 'p')
			AND NOT EXISTS (SELECT FROM pg_catalog.pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'erp_revision')
	LOOP
		EXECUTE format('CREATE TRIGGER erp_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s
			FOR EACH STATEMENT EXECUTE FUNCTION portal.erp_changed()', t);
	END LOOP;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	t regclass;
BEGIN
	FOR t IN SELECT c.oid::regclass FROM pg_catalog.pg_class c
		JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = 'erp' AND c.relkind IN ('r', 'p')
	LOOP
		EXECUTE format('CREATE TRIGGER erp_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s
			FOR EACH STATEMENT EXECUTE FUNCTION portal.erp_changed()', t);
	END LOOP;
	-- Only a superuser may create an event trigger: the embedded database always is one. Elsewhere
	-- the copy is not used, and tables added later are simply not watched.
	BEGIN
		CREATE EVENT TRIGGER erp_watch_tables ON ddl_command_end
			WHEN TAG IN ('CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO')
			EXECUTE FUNCTION portal.erp_watch_tables();
	EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE 'erp_watch_tables not created: %', SQLERRM;
	END;
END
$$;
