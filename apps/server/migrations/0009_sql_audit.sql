-- SAP SQL tool (spec §7 POST /api/SapSql, docs/sapsql.md): every statement it was asked to run,
-- with who asked, the text, the row count, the duration and the outcome (T26, T35). Matches
-- apps/server/src/db/schema/sqlAudit.ts.
CREATE TABLE "portal"."sql_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"issuer" text NOT NULL,
	"sub" text NOT NULL,
	"request_id" text,
	"sql_text" text NOT NULL,
	"outcome" text NOT NULL,
	"code" text,
	"row_count" integer,
	"truncated" boolean DEFAULT false NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "sql_audit_outcome" CHECK ("portal"."sql_audit"."outcome" in ('ok', 'refused', 'failed', 'timeout', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "sql_audit_at" ON "portal"."sql_audit" ("at");
--> statement-breakpoint
CREATE INDEX "sql_audit_user" ON "portal"."sql_audit" ("user_id", "at");
--> statement-breakpoint
-- The role the tool's statements run as (security notes §3, step 1): no login, no inherited
-- rights, no CREATE anywhere; it reads only what is granted to it (the ERP schema, granted at
-- every start when the schema exists). The portal's own login role may switch to it. Roles belong
-- to the whole cluster: another database on the same server may have made it already. Where the
-- portal's login role may not create roles, an operator creates it (docs/sapsql.md) and the tool
-- refuses to run until then.
DO $$
BEGIN
	BEGIN
		CREATE ROLE portal_sql_reader NOLOGIN NOINHERIT;
	EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
	WHEN insufficient_privilege THEN RAISE NOTICE 'portal_sql_reader not created: %', SQLERRM;
	END;
	BEGIN
		EXECUTE format('GRANT portal_sql_reader TO %I', current_user);
	EXCEPTION WHEN undefined_object OR insufficient_privilege OR invalid_grant_operation OR unique_violation THEN
		RAISE NOTICE 'portal_sql_reader not granted: %', SQLERRM;
	END;
END
$$;
