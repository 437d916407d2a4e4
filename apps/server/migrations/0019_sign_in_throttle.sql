-- The sign-in throttle counts every attempt before it is checked, per login name and source
-- address and per login name (T16); it replaces the per-name failure count.
DROP TABLE "idp"."login_throttle";
--> statement-breakpoint
CREATE TABLE "idp"."sign_in_throttle" (
	"bucket" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"admitted" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttle_updated" ON "idp"."sign_in_throttle" USING btree ("updated_at");
