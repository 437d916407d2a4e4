-- Canteen order system (spec §3 "Order system"): canteens, articles, plans, orders; and the
-- idempotency keys of POST requests (R2). Matches apps/server/src/db/schema/canteen.ts.
CREATE SCHEMA "canteen";
--> statement-breakpoint
CREATE TABLE "canteen"."article" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"article_price" numeric(10, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_price_not_negative" CHECK ("canteen"."article"."article_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "canteen"."canteen" (
	"application_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"pick_up_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"pick_up_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."idempotency_key" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "canteen"."order_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"article_id" uuid,
	"quantity" integer NOT NULL,
	"article_price" numeric(10, 2) NOT NULL,
	"article_name" text NOT NULL,
	"article_description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_detail_quantity" CHECK ("canteen"."order_detail"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "canteen"."plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"include_default_articles" boolean DEFAULT true NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"orderable_until" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_visible_before_deadline" CHECK ("canteen"."plan"."visible_from" < "canteen"."plan"."orderable_until")
);
--> statement-breakpoint
CREATE TABLE "canteen"."plan_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"article_price" numeric(10, 2) NOT NULL,
	"article_name" text NOT NULL,
	"article_description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canteen"."user_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_timestamp" timestamp with time zone NOT NULL,
	"pick_up_time" text,
	"pick_up_location" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canteen"."article" ADD CONSTRAINT "article_application_id_canteen_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "canteen"."canteen"("application_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."order_detail" ADD CONSTRAINT "order_detail_order_id_user_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "canteen"."user_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."order_detail" ADD CONSTRAINT "order_detail_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "canteen"."article"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."plan" ADD CONSTRAINT "plan_application_id_canteen_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "canteen"."canteen"("application_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."plan_detail" ADD CONSTRAINT "plan_detail_plan_id_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "canteen"."plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."plan_detail" ADD CONSTRAINT "plan_detail_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "canteen"."article"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."user_order" ADD CONSTRAINT "user_order_application_id_canteen_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "canteen"."canteen"("application_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."user_order" ADD CONSTRAINT "user_order_plan_id_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "canteen"."plan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen"."user_order" ADD CONSTRAINT "user_order_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_application" ON "canteen"."article" USING btree ("application_id","name");--> statement-breakpoint
CREATE INDEX "idempotency_key_created" ON "portal"."idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_detail_order" ON "canteen"."order_detail" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "plan_application_date" ON "canteen"."plan" USING btree ("application_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_detail_plan_article" ON "canteen"."plan_detail" USING btree ("plan_id","article_id");--> statement-breakpoint
CREATE INDEX "plan_detail_article" ON "canteen"."plan_detail" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_order_plan_user" ON "canteen"."user_order" USING btree ("plan_id","user_id");--> statement-breakpoint
CREATE INDEX "user_order_user" ON "canteen"."user_order" USING btree ("user_id","order_timestamp");