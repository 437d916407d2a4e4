CREATE SCHEMA "idp";
--> statement-breakpoint
CREATE SCHEMA "portal";
--> statement-breakpoint
CREATE TABLE "idp"."account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"demo" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "idp"."login_throttle" (
	"login_key" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."oidc_payload" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "idp"."secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."signing_key" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."favorite" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."org" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "org_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "portal"."permission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"technical_name" text NOT NULL,
	"variable_lookup" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "permission_technical_name_unique" UNIQUE("technical_name")
);
--> statement-breakpoint
CREATE TABLE "portal"."permission_set" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_set_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "portal"."permission_set_detail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"permission_set_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"operator" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."portal_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"open_id_user_id" text NOT NULL,
	"auth_hash" text,
	"email" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"auth_type" integer DEFAULT 1 NOT NULL,
	"password" text,
	"org" integer,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."ressource" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"technical_name" text NOT NULL,
	"type" integer NOT NULL,
	"ressource_group_id" uuid NOT NULL,
	"required_acr" text,
	CONSTRAINT "ressource_technical_name_unique" UNIQUE("technical_name")
);
--> statement-breakpoint
CREATE TABLE "portal"."ressource_group" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."role" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"org" integer,
	"role_type" integer DEFAULT 1 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_name_unique" UNIQUE("name"),
	CONSTRAINT "role_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."role_ressource_permission" (
	"role_id" uuid NOT NULL,
	"ressource_id" uuid NOT NULL,
	"permission_set_id" uuid NOT NULL,
	"access_type" integer NOT NULL,
	CONSTRAINT "role_ressource_permission_role_id_ressource_id_permission_set_id_pk" PRIMARY KEY("role_id","ressource_id","permission_set_id"),
	CONSTRAINT "role_ressource_permission_access_type" CHECK ("portal"."role_ressource_permission"."access_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "portal"."seed_applied" (
	"key" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."user_parameter" (
	"user_parameters_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."user_role" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "portal"."favorite" ADD CONSTRAINT "favorite_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."permission_set_detail" ADD CONSTRAINT "permission_set_detail_permission_set_id_permission_set_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "portal"."permission_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."permission_set_detail" ADD CONSTRAINT "permission_set_detail_permission_id_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "portal"."permission"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."portal_user" ADD CONSTRAINT "portal_user_org_org_id_fk" FOREIGN KEY ("org") REFERENCES "portal"."org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."ressource" ADD CONSTRAINT "ressource_ressource_group_id_ressource_group_id_fk" FOREIGN KEY ("ressource_group_id") REFERENCES "portal"."ressource_group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role" ADD CONSTRAINT "role_org_org_id_fk" FOREIGN KEY ("org") REFERENCES "portal"."org"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role_ressource_permission" ADD CONSTRAINT "role_ressource_permission_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "portal"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role_ressource_permission" ADD CONSTRAINT "role_ressource_permission_ressource_id_ressource_id_fk" FOREIGN KEY ("ressource_id") REFERENCES "portal"."ressource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role_ressource_permission" ADD CONSTRAINT "role_ressource_permission_permission_set_id_permission_set_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "portal"."permission_set"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."user_parameter" ADD CONSTRAINT "user_parameter_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."user_role" ADD CONSTRAINT "user_role_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."user_role" ADD CONSTRAINT "user_role_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "portal"."role"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payload_grant" ON "idp"."oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid" ON "idp"."oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_expires" ON "idp"."oidc_payload" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "favorite_user" ON "portal"."favorite" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "permission_set_detail_set" ON "portal"."permission_set_detail" USING btree ("permission_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_user_issuer_sub" ON "portal"."portal_user" USING btree ("issuer","open_id_user_id");--> statement-breakpoint
CREATE INDEX "portal_user_username" ON "portal"."portal_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "role_ressource_permission_ressource" ON "portal"."role_ressource_permission" USING btree ("ressource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_parameter_user_name" ON "portal"."user_parameter" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "user_role_role" ON "portal"."user_role" USING btree ("role_id");