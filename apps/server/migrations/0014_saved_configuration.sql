-- Saved configurations of the product configurator (docs/configurator.md): a complete
-- configuration a user keeps under a name, with what it cost when saved. In the portal's own
-- schema, not `erp`: the ERP stands in for SAP, which keeps no portal user's drafts. Matches
-- apps/server/src/db/schema/savedConfiguration.ts.
CREATE TABLE "portal"."saved_configuration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"kunden_nummer" text,
	"bauform" text NOT NULL,
	"sap_characteristics" jsonb NOT NULL,
	"material_variante" text NOT NULL,
	"price_brutto" numeric(12, 2) NOT NULL,
	"price_netto" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_configuration_name_length" CHECK (char_length("portal"."saved_configuration"."name") between 1 and 100),
	CONSTRAINT "saved_configuration_values_array" CHECK (jsonb_typeof("portal"."saved_configuration"."sap_characteristics") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_configuration_owner_name" ON "portal"."saved_configuration" USING btree ("owner_id", "name");
