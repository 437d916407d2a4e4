-- Report subscriptions (issue 21 §4, docs/reporting.md "Subscriptions"): a saved report sent by
-- e-mail as XLSX or PDF every day, week or month at an hour. The scheduler claims due rows with
-- FOR UPDATE SKIP LOCKED, so several processes never send one twice. Matches
-- apps/server/src/db/schema/reporting.ts.
CREATE TABLE "portal"."reporting_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporting_query_id" uuid NOT NULL REFERENCES "portal"."reporting_query"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"frequency" text NOT NULL,
	"hour" integer NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"format" text NOT NULL,
	"locale" text NOT NULL,
	"recipients" text[] NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_subscription_frequency" CHECK ("portal"."reporting_subscription"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "reporting_subscription_hour" CHECK ("portal"."reporting_subscription"."hour" between 0 and 23),
	CONSTRAINT "reporting_subscription_weekday" CHECK (("portal"."reporting_subscription"."frequency" = 'weekly') = ("portal"."reporting_subscription"."weekday" is not null) and ("portal"."reporting_subscription"."weekday" is null or "portal"."reporting_subscription"."weekday" between 1 and 7)),
	CONSTRAINT "reporting_subscription_month_day" CHECK (("portal"."reporting_subscription"."frequency" = 'monthly') = ("portal"."reporting_subscription"."month_day" is not null) and ("portal"."reporting_subscription"."month_day" is null or "portal"."reporting_subscription"."month_day" between 1 and 28)),
	CONSTRAINT "reporting_subscription_format" CHECK ("portal"."reporting_subscription"."format" in ('xlsx', 'pdf')),
	CONSTRAINT "reporting_subscription_locale" CHECK ("portal"."reporting_subscription"."locale" in ('de', 'en', 'cs', 'fr', 'it')),
	CONSTRAINT "reporting_subscription_recipients" CHECK (cardinality("portal"."reporting_subscription"."recipients") between 1 and 20)
);
--> statement-breakpoint
CREATE INDEX "reporting_subscription_due" ON "portal"."reporting_subscription" USING btree ("next_run_at");
--> statement-breakpoint
CREATE INDEX "reporting_subscription_owner" ON "portal"."reporting_subscription" USING btree ("owner_id");
