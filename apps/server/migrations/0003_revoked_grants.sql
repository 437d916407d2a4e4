-- Grants the identity provider revoked (a reused authorization code or refresh token, T12/T13).
-- Its JWT access tokens carry the grant id (claim gid); the API refuses them until they expire.
-- Matches apps/server/src/db/schema/idp.ts.
CREATE TABLE "idp"."revoked_grant" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_grant_expires" ON "idp"."revoked_grant" USING btree ("expires_at");
