-- The CRM stand-in (spec §7 "CRM backend"; READING.md: the same server, schema crm): the products
-- dealers carry and the dealers the dealer finder shows. Matches apps/server/src/db/schema/crm.ts.
CREATE SCHEMA "crm";
--> statement-breakpoint
CREATE TABLE "crm"."product" (
	"product_key" text PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"branch_sub_code" text,
	"division" text NOT NULL,
	CONSTRAINT "product_division_known" CHECK ("crm"."product"."division" in ('heating', 'sanitary'))
);
--> statement-breakpoint
CREATE TABLE "crm"."dealer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"telephone_account" text,
	"fax" text,
	"email_account" text,
	"website_url" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"projects" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "dealer_position_on_earth" CHECK ("crm"."dealer"."latitude" between -90 and 90 and "crm"."dealer"."longitude" between -180 and 180),
	CONSTRAINT "dealer_country_iso" CHECK ("crm"."dealer"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE INDEX "dealer_country" ON "crm"."dealer" USING btree ("country");
--> statement-breakpoint
CREATE TABLE "crm"."dealer_product" (
	"dealer_id" uuid NOT NULL REFERENCES "crm"."dealer"("id") ON DELETE CASCADE,
	"product_key" text NOT NULL REFERENCES "crm"."product"("product_key") ON DELETE CASCADE,
	CONSTRAINT "dealer_product_pk" PRIMARY KEY ("dealer_id", "product_key")
);
--> statement-breakpoint
CREATE INDEX "dealer_product_by_product" ON "crm"."dealer_product" USING btree ("product_key");
