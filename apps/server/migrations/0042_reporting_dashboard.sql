-- Charts of saved reports on a person's dashboard, and dashboards shared with other users
-- (issue 21 §4, docs/reporting.md "Charts and the dashboard"). Matches
-- apps/server/src/db/schema/reporting.ts.
CREATE TABLE "portal"."reporting_chart" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"reporting_query_id" uuid NOT NULL REFERENCES "portal"."reporting_query"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_chart_name_length" CHECK (char_length("portal"."reporting_chart"."name") between 1 and 200),
	CONSTRAINT "reporting_chart_kind" CHECK ("portal"."reporting_chart"."kind" in ('bar', 'line', 'pie', 'number')),
	CONSTRAINT "reporting_chart_category" CHECK (("portal"."reporting_chart"."kind" = 'number') = ("portal"."reporting_chart"."category" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_chart_owner_position" ON "portal"."reporting_chart" USING btree ("owner_id", "position");
--> statement-breakpoint
CREATE TABLE "portal"."reporting_dashboard_share" (
	"owner_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_dashboard_share_pk" PRIMARY KEY("owner_id","user_id"),
	CONSTRAINT "reporting_dashboard_share_not_self" CHECK ("portal"."reporting_dashboard_share"."owner_id" <> "portal"."reporting_dashboard_share"."user_id")
);
--> statement-breakpoint
CREATE INDEX "reporting_dashboard_share_user" ON "portal"."reporting_dashboard_share" USING btree ("user_id");
