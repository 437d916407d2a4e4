-- The product configurator on the ERP stand-in (SAP variant configuration, docs/configurator.md):
-- product groups, configurable materials (KMAT) with ordered select steps, characteristics with
-- their values and defaults, constraints between characteristics, texts in five languages,
-- price data, customer discounts, and which portal user buys for which customer.
-- Matches apps/server/src/db/schema/erp.ts.
CREATE TABLE "erp"."config_product_group" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."config_kmat" (
	"number" text PRIMARY KEY NOT NULL,
	"product_group" text NOT NULL REFERENCES "erp"."config_product_group"("key"),
	"position" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."config_step" (
	"kmat" text NOT NULL REFERENCES "erp"."config_kmat"("number") ON DELETE CASCADE,
	"step" integer NOT NULL,
	CONSTRAINT "config_step_pk" PRIMARY KEY ("kmat", "step")
);
--> statement-breakpoint
CREATE TABLE "erp"."config_characteristic" (
	"kmat" text NOT NULL,
	"key" text NOT NULL,
	"step" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"min" numeric(12, 2),
	"max" numeric(12, 2),
	"increment" numeric(12, 2),
	"default_value" text,
	CONSTRAINT "config_characteristic_pk" PRIMARY KEY ("kmat", "key"),
	CONSTRAINT "config_characteristic_step_fk" FOREIGN KEY ("kmat", "step") REFERENCES "erp"."config_step"("kmat", "step") ON DELETE CASCADE,
	CONSTRAINT "config_characteristic_type" CHECK ("type" in ('choice', 'number')),
	CONSTRAINT "config_characteristic_range" CHECK ("type" = 'choice' or ("min" is not null and "max" is not null and "increment" > 0 and "min" <= "max"))
);
--> statement-breakpoint
CREATE TABLE "erp"."config_value" (
	"kmat" text NOT NULL,
	"characteristic" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "config_value_pk" PRIMARY KEY ("kmat", "characteristic", "value"),
	CONSTRAINT "config_value_characteristic_fk" FOREIGN KEY ("kmat", "characteristic") REFERENCES "erp"."config_characteristic"("kmat", "key") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE "erp"."config_constraint" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kmat" text NOT NULL,
	"kind" text NOT NULL,
	"characteristic" text NOT NULL,
	"value" text,
	"condition_characteristic" text NOT NULL,
	"condition_values" text[] NOT NULL,
	"min" numeric(12, 2),
	"max" numeric(12, 2),
	CONSTRAINT "config_constraint_characteristic_fk" FOREIGN KEY ("kmat", "characteristic") REFERENCES "erp"."config_characteristic"("kmat", "key") ON DELETE CASCADE,
	CONSTRAINT "config_constraint_condition_fk" FOREIGN KEY ("kmat", "condition_characteristic") REFERENCES "erp"."config_characteristic"("kmat", "key") ON DELETE CASCADE,
	CONSTRAINT "config_constraint_kind" CHECK (("kind" = 'requires' and "value" is not null) or ("kind" = 'range' and "min" is not null and "max" is not null))
);
--> statement-breakpoint
CREATE INDEX "config_constraint_kmat_idx" ON "erp"."config_constraint" ("kmat");
--> statement-breakpoint
CREATE TABLE "erp"."config_text" (
	"object_key" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "config_text_pk" PRIMARY KEY ("object_key", "kind", "language"),
	CONSTRAINT "config_text_kind" CHECK ("kind" in ('name', 'info'))
);
--> statement-breakpoint
CREATE TABLE "erp"."config_price" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kmat" text NOT NULL REFERENCES "erp"."config_kmat"("number") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"characteristic" text,
	"value" text,
	"condition_characteristic" text,
	"condition_value" text,
	"amount" numeric(12, 4) NOT NULL,
	CONSTRAINT "config_price_kind" CHECK (("kind" = 'base' and "characteristic" is null) or ("kind" = 'surcharge' and "characteristic" is not null and "value" is not null) or ("kind" = 'per_unit' and "characteristic" is not null))
);
--> statement-breakpoint
CREATE INDEX "config_price_kmat_idx" ON "erp"."config_price" ("kmat");
--> statement-breakpoint
CREATE TABLE "erp"."config_customer_discount" (
	"customer_number" text NOT NULL REFERENCES "erp"."customer"("number"),
	"product_group" text NOT NULL REFERENCES "erp"."config_product_group"("key"),
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "config_customer_discount_pk" PRIMARY KEY ("customer_number", "product_group"),
	CONSTRAINT "config_customer_discount_percent" CHECK ("percent" >= 0 and "percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "erp"."customer_user" (
	"issuer_key" text NOT NULL,
	"subject" text NOT NULL,
	"customer_number" text NOT NULL REFERENCES "erp"."customer"("number"),
	CONSTRAINT "customer_user_pk" PRIMARY KEY ("issuer_key", "subject")
);
