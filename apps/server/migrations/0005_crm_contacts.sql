-- CRM contacts made by the portal's registrations (spec UserData, CrmUserStateResponse), and the
-- registration attempts counted per e-mail address (T33). Matches apps/server/src/db/schema/crm.ts.
CREATE TABLE "crm"."contact" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"open_id_user_id" text NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"account_id" uuid,
	"serial" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"registration_type" text NOT NULL,
	"user_status" smallint DEFAULT 1 NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"appears_in_resource_search_heating" boolean DEFAULT false NOT NULL,
	"appears_in_resource_search_sanitary" boolean DEFAULT false NOT NULL,
	"target_group" text,
	"website_url" text,
	"telephone_account" text,
	"account_name" text,
	"account_info" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_registration_type_known" CHECK ("crm"."contact"."registration_type" in ('endCustomer', 'specialist', 'simple')),
	CONSTRAINT "contact_user_status_known" CHECK ("crm"."contact"."user_status" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_email" ON "crm"."contact" USING btree (lower("email"));
--> statement-breakpoint
CREATE TABLE "crm"."registration_attempt" (
	"email_key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempt_by_email" ON "crm"."registration_attempt" USING btree ("email_key", "attempted_at");
