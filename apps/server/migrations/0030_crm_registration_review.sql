-- CRM registration end to end (issue 19 §6): double opt-in, the consent given, the clerk's review
-- with optimistic concurrency, and the mails the registration sends, kept in an outbox written in
-- the registration's own transaction. Matches apps/server/src/db/schema/crm.ts.
ALTER TABLE "crm"."contact" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Null until the person followed the confirmation link: until then the registration does not count.
ALTER TABLE "crm"."contact" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "crm"."contact" ADD COLUMN "consent_text" text;
--> statement-breakpoint
ALTER TABLE "crm"."contact" ADD COLUMN "consent_language" text;
--> statement-breakpoint
ALTER TABLE "crm"."contact" ADD COLUMN "consent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "crm"."contact" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "crm"."contact" ADD COLUMN "decided_by" uuid REFERENCES "portal"."portal_user"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Registrations made before double opt-in were taken as confirmed.
UPDATE "crm"."contact" SET "confirmed_at" = "created_at";
--> statement-breakpoint
CREATE INDEX "contact_review" ON "crm"."contact" USING btree ("user_status", "created_at") WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- One-time confirmation links: only a hash of the token is kept.
CREATE TABLE "crm"."registration_confirmation" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "crm"."contact"("user_id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm"."mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	-- A template of the portal's mails (apps/server/src/mail/texts.ts), e.g. 'crm-confirm-registration'
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	-- The brand and country of the site the registration came from: the mail carries its name and colours.
	"brand" text NOT NULL,
	"country" text,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent" ON "crm"."mail_outbox" USING btree ("id") WHERE "sent_at" IS NULL;
