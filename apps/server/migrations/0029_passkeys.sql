-- Passkeys (WebAuthn credentials) of the embedded provider's accounts (issue 19 §3): a second factor
-- besides TOTP and a passwordless sign-in. The public key is stored as the authenticator gave it (COSE);
-- the signature counter is checked and raised on every sign-in (apps/server/src/idp/passkeys.ts).
-- Matches apps/server/src/db/schema/idp.ts.
CREATE TABLE "idp"."passkey" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "idp"."account"("id") ON DELETE CASCADE,
	"public_key" bytea NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
CREATE INDEX "passkey_account" ON "idp"."passkey" ("account_id");
