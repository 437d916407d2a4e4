-- The identity provider's cookie keys, one row each, so they rotate the way signing keys do (issue 20 §9):
-- the newest current key signs, retired ones still verify until every session they signed has ended.
-- Values are sealed (envelope encryption under PORTAL_MASTER_KEY, apps/server/src/idp/envelope.ts); the
-- plaintext list kept so far in idp.secret ('cookie_keys') is moved here, sealed, at start.
-- Matches apps/server/src/db/schema/idp.ts.
CREATE TABLE "idp"."cookie_key" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
