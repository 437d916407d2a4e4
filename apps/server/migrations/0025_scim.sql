-- SCIM 2.0 provisioning (RFC 7643/7644): the group's directories, the users and groups they
-- provision, and a person disabled in the portal (their tokens are refused, they cannot sign in).
ALTER TABLE "portal"."portal_user" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "portal"."scim_directory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"role_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "scim_directory_name_unique" UNIQUE("name"),
	CONSTRAINT "scim_directory_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal"."scim_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory_id" uuid NOT NULL REFERENCES "portal"."scim_directory"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE cascade,
	"user_name" text NOT NULL,
	"external_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"resource" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "scim_user_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scim_user_name" ON "portal"."scim_user" USING btree ("directory_id", lower("user_name"));
--> statement-breakpoint
CREATE TABLE "portal"."scim_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory_id" uuid NOT NULL REFERENCES "portal"."scim_directory"("id") ON DELETE cascade,
	"display_name" text NOT NULL,
	"external_id" text,
	"role_id" uuid REFERENCES "portal"."role"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scim_group_name" ON "portal"."scim_group" USING btree ("directory_id", lower("display_name"));
--> statement-breakpoint
CREATE TABLE "portal"."scim_group_member" (
	"group_id" uuid NOT NULL REFERENCES "portal"."scim_group"("id") ON DELETE cascade,
	"member_id" uuid NOT NULL REFERENCES "portal"."scim_user"("id") ON DELETE cascade,
	CONSTRAINT "scim_group_member_pk" PRIMARY KEY("group_id", "member_id")
);
--> statement-breakpoint
CREATE INDEX "scim_group_member_member" ON "portal"."scim_group_member" USING btree ("member_id");
