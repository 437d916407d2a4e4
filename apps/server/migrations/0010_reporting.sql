-- Reporting (spec §3 "Reporting", §7 /api/reporting): saved report definitions owned by a user,
-- and their shares with other users. Matches apps/server/src/db/schema/reporting.ts; the rules
-- are in docs/reporting.md.
CREATE TABLE "portal"."reporting_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" json NOT NULL,
	"creator_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_query_name_length" CHECK (char_length("portal"."reporting_query"."name") between 1 and 200),
	CONSTRAINT "reporting_query_data_object" CHECK (json_typeof("portal"."reporting_query"."data") = 'object')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_query_creator_name" ON "portal"."reporting_query" USING btree ("creator_id", "name");
--> statement-breakpoint
CREATE TABLE "portal"."reporting_shared_query" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporting_query_id" uuid NOT NULL REFERENCES "portal"."reporting_query"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_shared_query_query_user" ON "portal"."reporting_shared_query" USING btree ("reporting_query_id", "user_id");
--> statement-breakpoint
CREATE INDEX "reporting_shared_query_user" ON "portal"."reporting_shared_query" USING btree ("user_id");
