-- Onboarding people with the embedded provider (issue 19 §2). An invited account has no password
-- until its person sets one through the invitation link. One-time links (invitation, password
-- reset, new second factor) are stored as the SHA-256 of their random token only: they expire,
-- work once, and a newer link of the same kind replaces an older one. The link remembers the
-- person's language and the brand of the site, for the mail and the pages it opens.
-- Matches apps/server/src/db/schema/idp.ts (accountToken).
ALTER TABLE "idp"."account" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
CREATE TABLE "idp"."account_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "idp"."account"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL CHECK ("purpose" IN ('invitation', 'password-reset', 'factor-reset')),
	"token_hash" text NOT NULL UNIQUE,
	"locale" text NOT NULL DEFAULT 'de',
	"brand" text NOT NULL DEFAULT 'group',
	-- The TOTP secret offered on the enrolment step, kept until the person confirms it with a code.
	"pending_totp_secret" text,
	-- The password chosen on an invitation link, set on the account together with the second factor.
	"pending_password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_token_account" ON "idp"."account_token" ("account_id", "purpose");
--> statement-breakpoint
CREATE INDEX "account_token_created" ON "idp"."account_token" ("created_at");
