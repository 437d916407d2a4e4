-- State several server processes share (docs/operations.md, "Several processes").
-- Rate-limit counters when no Redis is configured: one row per limit and client, counted
-- atomically by an upsert; a row whose window has passed starts again at 1.
CREATE TABLE "portal"."rate_limit_hit" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hit_resets" ON "portal"."rate_limit_hit" USING btree ("resets_at");
--> statement-breakpoint
-- The info-system modules' file areas (docs/files.md), shared by every process instead of a
-- local disk: `area` is the module's directory name (`02-mealPlan`), `folder` '' for its own files.
CREATE TABLE "portal"."stored_folder" (
	"area" text NOT NULL,
	"name" text NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("area", "name")
);
--> statement-breakpoint
CREATE TABLE "portal"."stored_file" (
	"area" text NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"content" bytea NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("area", "folder", "name")
);
