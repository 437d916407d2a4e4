-- KPI site with weekly editing (spec §3 KPI, §7 /api/KPI): sites, their weeks with a version
-- for optimistic concurrency, target and actual values per KPI, and the edit history. The
-- production/MES backend stands in as schema "mes". Matches apps/server/src/db/schema/kpi.ts.
CREATE SCHEMA IF NOT EXISTS "mes";
--> statement-breakpoint
CREATE TABLE "mes"."kpi_site" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mes"."kpi_week" (
	"site_id" text NOT NULL REFERENCES "mes"."kpi_site"("id") ON DELETE CASCADE,
	"year" integer NOT NULL,
	"calendar_week" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_week_pk" PRIMARY KEY ("site_id", "year", "calendar_week"),
	CONSTRAINT "kpi_week_in_range" CHECK ("mes"."kpi_week"."calendar_week" between 1 and 53)
);
--> statement-breakpoint
CREATE TABLE "mes"."kpi_value" (
	"site_id" text NOT NULL,
	"year" integer NOT NULL,
	"calendar_week" integer NOT NULL,
	"kpi" text NOT NULL,
	"unit" text NOT NULL,
	"target_value" double precision,
	"actual_value" double precision,
	CONSTRAINT "kpi_value_pk" PRIMARY KEY ("site_id", "year", "calendar_week", "kpi"),
	CONSTRAINT "kpi_value_week_fk" FOREIGN KEY ("site_id", "year", "calendar_week") REFERENCES "mes"."kpi_week"("site_id", "year", "calendar_week") ON DELETE CASCADE,
	CONSTRAINT "kpi_value_kpi_known" CHECK ("mes"."kpi_value"."kpi" in ('Productivity', 'DeliveryReliability', 'DeliveryTime', 'ProducedVolume', 'AHU', 'Panels', 'Tubes', 'VentilationUnits'))
);
--> statement-breakpoint
CREATE TABLE "mes"."kpi_edit_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"year" integer NOT NULL,
	"calendar_week" integer NOT NULL,
	"kpi" text NOT NULL,
	"unit" text NOT NULL,
	"target_value_before" double precision,
	"target_value_after" double precision,
	"actual_value_before" double precision,
	"actual_value_after" double precision,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid REFERENCES "portal"."portal_user"("id") ON DELETE SET NULL,
	"user_name" text NOT NULL,
	CONSTRAINT "kpi_edit_history_week_fk" FOREIGN KEY ("site_id", "year", "calendar_week") REFERENCES "mes"."kpi_week"("site_id", "year", "calendar_week") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "kpi_edit_history_week" ON "mes"."kpi_edit_history" USING btree ("site_id", "year", "calendar_week", "changed_at");
