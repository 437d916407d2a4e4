-- Fuzzy customer and material search over every row (docs/sales.md): a trigram index per searched
-- field, on the field written the way the search compares it (erp.search_text, the SQL twin of
-- normalise() in modules/sales/scoring.ts). The search asks the index for the nearest rows by word
-- similarity (pg_trgm's `<<->`, answered by a GiST index without a threshold), then scores those.
-- pg_trgm is a trusted extension: the database's owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case, umlauts and ß written out, other accents dropped, runs of other characters as one space.
CREATE OR REPLACE FUNCTION erp.search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(
    translate(
      replace(replace(replace(replace(lower(value), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
      'áàâãåāéèêëēěíìîïīóòôõøōúùûūůýÿčćçďňńñřšśťžźżłąę',
      'aaaaaaeeeeeeiiiiioooooouuuuuyycccdnnnrssszzzlae'
    ),
    '[^a-z0-9*]+', ' ', 'g'));
$$;

CREATE INDEX "customer_name_trgm" ON "erp"."customer" USING gist (erp.search_text("name") gist_trgm_ops);
CREATE INDEX "customer_name2_trgm" ON "erp"."customer" USING gist (erp.search_text("name2") gist_trgm_ops);
CREATE INDEX "customer_city_trgm" ON "erp"."customer" USING gist (erp.search_text("city") gist_trgm_ops);
CREATE INDEX "customer_street_trgm" ON "erp"."customer" USING gist (erp.search_text("street") gist_trgm_ops);
CREATE INDEX "material_text_name_trgm" ON "erp"."material_text" USING gist (erp.search_text("name") gist_trgm_ops);
