-- Fuzzy customer and material search at the group's scale (issue 21 §2, docs/sales.md): the
-- trigram indexes of migration 0024 become GIN indexes. The GiST index answered "the nearest rows
-- by word similarity" (`<<->`) by visiting thousands of near-ties ("Haustechnik … GmbH") over
-- 100,000 customers (139 ms); a GIN index answers "the rows at least this similar" (`<%`, at the
-- threshold the search sets for its transaction) from the posting lists of the term's trigrams,
-- and the search ranks those few rows itself (apps/server/src/erp/pg-gateway.ts).
DROP INDEX IF EXISTS "erp"."customer_name_trgm";
DROP INDEX IF EXISTS "erp"."customer_name2_trgm";
DROP INDEX IF EXISTS "erp"."customer_city_trgm";
DROP INDEX IF EXISTS "erp"."customer_street_trgm";
DROP INDEX IF EXISTS "erp"."material_text_name_trgm";

CREATE INDEX "customer_name_trgm" ON "erp"."customer" USING gin (erp.search_text("name") gin_trgm_ops);
CREATE INDEX "customer_name2_trgm" ON "erp"."customer" USING gin (erp.search_text("name2") gin_trgm_ops);
CREATE INDEX "customer_city_trgm" ON "erp"."customer" USING gin (erp.search_text("city") gin_trgm_ops);
CREATE INDEX "customer_street_trgm" ON "erp"."customer" USING gin (erp.search_text("street") gin_trgm_ops);
CREATE INDEX "material_text_name_trgm" ON "erp"."material_text" USING gin (erp.search_text("name") gin_trgm_ops);
