-- Names of the dealer finder's product lines in the other interface languages (docs/crm.md): the
-- product's own name is German; a language without a row here shows that. Matches
-- apps/server/src/db/schema/crm.ts (crmProductName).
CREATE TABLE "crm"."product_name" (
	"product_key" text NOT NULL REFERENCES "crm"."product"("product_key") ON DELETE CASCADE,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_name_pk" PRIMARY KEY ("product_key", "language"),
	CONSTRAINT "product_name_language_known" CHECK ("crm"."product_name"."language" in ('en', 'cs', 'fr', 'it'))
);
