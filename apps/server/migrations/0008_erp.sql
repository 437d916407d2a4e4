-- The ERP stand-in (READING: SAP ERP is replaced by an embedded data set in schema "erp", behind
-- the ErpGateway interface): company codes and branches, customers, materials with names per
-- language, sales orders with lines, status keys, sales groups, building projects with product
-- states, and monthly sales performance facts. Matches apps/server/src/db/schema/erp.ts.
CREATE SCHEMA IF NOT EXISTS "erp";
--> statement-breakpoint
CREATE TABLE "erp"."company_code" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."branch" (
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "branch_pk" PRIMARY KEY ("company_code", "code")
);
--> statement-breakpoint
CREATE TABLE "erp"."exchange_rate" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_euro" numeric(12, 6) NOT NULL,
	CONSTRAINT "exchange_rate_positive" CHECK ("erp"."exchange_rate"."per_euro" > 0)
);
--> statement-breakpoint
CREATE TABLE "erp"."customer" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name2" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"account_group" text NOT NULL,
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_company_code_idx" ON "erp"."customer" ("company_code");
--> statement-breakpoint
CREATE TABLE "erp"."material" (
	"number" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"search_code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'ST' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."material_text" (
	"material_number" text NOT NULL REFERENCES "erp"."material"("number") ON DELETE CASCADE,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "material_text_pk" PRIMARY KEY ("material_number", "language")
);
--> statement-breakpoint
CREATE TABLE "erp"."order_status" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."sales_group" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."sales_order" (
	"number" text PRIMARY KEY NOT NULL,
	"ab_number" text NOT NULL,
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"branch_code" text NOT NULL,
	"customer_number" text NOT NULL REFERENCES "erp"."customer"("number"),
	"sales_group_key" text NOT NULL REFERENCES "erp"."sales_group"("key"),
	"status_key" text NOT NULL REFERENCES "erp"."order_status"("key"),
	"order_date" date NOT NULL,
	"requested_date" date NOT NULL,
	"confirmed_date" date,
	"customer_reference" text DEFAULT '' NOT NULL,
	"net_value" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "erp"."sales_order" ("customer_number");
--> statement-breakpoint
CREATE INDEX "sales_order_date_idx" ON "erp"."sales_order" ("order_date");
--> statement-breakpoint
CREATE TABLE "erp"."sales_order_line" (
	"order_number" text NOT NULL REFERENCES "erp"."sales_order"("number") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"material_number" text NOT NULL REFERENCES "erp"."material"("number"),
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"net_value" numeric(14, 2) NOT NULL,
	"status_key" text NOT NULL REFERENCES "erp"."order_status"("key"),
	"confirmed_date" date,
	CONSTRAINT "sales_order_line_pk" PRIMARY KEY ("order_number", "position")
);
--> statement-breakpoint
CREATE INDEX "sales_order_line_material_idx" ON "erp"."sales_order_line" ("material_number");
--> statement-breakpoint
CREATE TABLE "erp"."product_state" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."building_project" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"branch_code" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"customer_number" text REFERENCES "erp"."customer"("number"),
	"start_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."building_project_product" (
	"project_number" text NOT NULL REFERENCES "erp"."building_project"("number") ON DELETE CASCADE,
	"product_group" text NOT NULL,
	"state_key" text NOT NULL REFERENCES "erp"."product_state"("key"),
	"quantity" integer NOT NULL,
	CONSTRAINT "building_project_product_pk" PRIMARY KEY ("project_number", "product_group")
);
--> statement-breakpoint
CREATE TABLE "erp"."sales_fact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text DEFAULT '' NOT NULL,
	"customer_number" text NOT NULL REFERENCES "erp"."customer"("number"),
	"customer_hierarchy" text NOT NULL,
	"material_number" text NOT NULL REFERENCES "erp"."material"("number"),
	"territory_ht" text DEFAULT '' NOT NULL,
	"territory_san" text DEFAULT '' NOT NULL,
	"region_ht" text DEFAULT '' NOT NULL,
	"region_san" text DEFAULT '' NOT NULL,
	"net_sales" numeric(14, 2) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"order_intake" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sales_fact_first_of_month" CHECK (extract(day from "erp"."sales_fact"."month") = 1)
);
--> statement-breakpoint
CREATE INDEX "sales_fact_month_idx" ON "erp"."sales_fact" ("month", "company_code");
