-- MES flash (spec §1 "Production execution (MES flash)", §6 "MES tables"): plants, their work
-- centres, downtime reasons, production orders, counter events (good and scrap pieces) and
-- downtimes, in the production/MES stand-in schema "mes". Matches
-- apps/server/src/db/schema/mesFlash.ts; the figures are defined in docs/production.md.
CREATE SCHEMA IF NOT EXISTS "mes";
--> statement-breakpoint
CREATE TABLE "mes"."plant" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mes"."work_centre" (
	"id" text PRIMARY KEY NOT NULL,
	"plant_id" text NOT NULL REFERENCES "mes"."plant"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"ideal_cycle_seconds" double precision NOT NULL,
	"target_per_hour" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_centre_cycle_positive" CHECK ("mes"."work_centre"."ideal_cycle_seconds" > 0),
	CONSTRAINT "work_centre_target_not_negative" CHECK ("mes"."work_centre"."target_per_hour" >= 0)
);
--> statement-breakpoint
CREATE INDEX "work_centre_plant" ON "mes"."work_centre" USING btree ("plant_id", "position");
--> statement-breakpoint
CREATE TABLE "mes"."downtime_reason" (
	"code" text PRIMARY KEY NOT NULL,
	"planned" boolean NOT NULL
);
--> statement-breakpoint
INSERT INTO "mes"."downtime_reason" ("code", "planned") VALUES
	('break', true),
	('changeover', false),
	('breakdown', false),
	('materialShortage', false),
	('qualityCheck', false),
	('noStaff', false),
	('maintenance', true);
--> statement-breakpoint
CREATE TABLE "mes"."production_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_centre_id" text NOT NULL REFERENCES "mes"."work_centre"("id") ON DELETE CASCADE,
	"order_number" text NOT NULL,
	"material" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "production_order_work_centre" ON "mes"."production_order" USING btree ("work_centre_id", "started_at");
--> statement-breakpoint
CREATE TABLE "mes"."production_count" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_centre_id" text NOT NULL REFERENCES "mes"."work_centre"("id") ON DELETE CASCADE,
	"recorded_at" timestamp with time zone NOT NULL,
	"good" integer NOT NULL,
	"scrap" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "production_count_not_negative" CHECK ("mes"."production_count"."good" >= 0 and "mes"."production_count"."scrap" >= 0)
);
--> statement-breakpoint
CREATE INDEX "production_count_work_centre" ON "mes"."production_count" USING btree ("work_centre_id", "recorded_at");
--> statement-breakpoint
CREATE TABLE "mes"."downtime" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_centre_id" text NOT NULL REFERENCES "mes"."work_centre"("id") ON DELETE CASCADE,
	"reason_code" text NOT NULL REFERENCES "mes"."downtime_reason"("code"),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "downtime_ends_after_start" CHECK ("mes"."downtime"."ended_at" is null or "mes"."downtime"."ended_at" > "mes"."downtime"."started_at")
);
--> statement-breakpoint
CREATE INDEX "downtime_work_centre" ON "mes"."downtime" USING btree ("work_centre_id", "started_at");
