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
