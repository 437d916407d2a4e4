-- A planner's projects of calculator positions (docs/calculators.md "Planner projects"): each
-- position one calculator's input under a name, owned by one portal user.
-- Matches apps/server/src/db/schema/calcProject.ts.
CREATE TABLE "portal"."calc_project" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"positionen" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calc_project_name_length" CHECK (char_length("portal"."calc_project"."name") between 1 and 200),
	CONSTRAINT "calc_project_positionen_array" CHECK (jsonb_typeof("portal"."calc_project"."positionen") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calc_project_owner_name" ON "portal"."calc_project" USING btree ("owner_id", "name");
