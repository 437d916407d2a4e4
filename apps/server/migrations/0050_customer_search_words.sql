-- Fuzzy customer search within 20 ms over 100,000 customers (issue 21 §2, docs/sales.md). The
-- trigram index of migration 0049 answered a misspelt name ("Hustechnik Schwarz & Maier GmbH") from
-- the posting lists of all its 30 trigrams, several of them in tens of thousands of names
-- ("haustechnik", "gmbh"): 7 ms of GIN scan however few rows it named. The names are made of far
-- fewer distinct words than there are names (497 words in the four fields of 100,000 customers),
-- so the search now looks up, for each word of the term, the words spelt alike in this list (its
-- own small trigram index), then the customers whose field holds one of them for every word of the
-- term (a GIN index on each field's words, intersected from its rarest word).
CREATE TABLE "erp"."customer_word" (
  "word" text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX "customer_word_trgm" ON "erp"."customer_word" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of each searched field, as written by erp.search_text (one space between words).
CREATE INDEX "customer_search_name_words" ON "erp"."customer" USING gin (string_to_array("search_name", ' '));
--> statement-breakpoint
CREATE INDEX "customer_search_name2_words" ON "erp"."customer" USING gin (string_to_array("search_name2", ' '));
--> statement-breakpoint
CREATE INDEX "customer_search_city_words" ON "erp"."customer" USING gin (string_to_array("search_city", ' '));
--> statement-breakpoint
CREATE INDEX "customer_search_street_words" ON "erp"."customer" USING gin (string_to_array("search_street", ' '));
--> statement-breakpoint
-- The listed words spelt like one word of a term: trigram similarity at least 0.3 (`%`), or the
-- word found in a listed one with a word similarity of at least 0.6 (`<%`, a word inside a
-- compound). The thresholds are set here, not left to the session. The planner, costing the
-- trigram operators like an addition, would rather compute both for each of the few hundred words
-- in turn (1 ms a word) than ask the trigram index (0.1 ms): the function plans without sequential
-- scans.
CREATE OR REPLACE FUNCTION erp.customer_words_alike(term_word text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off
SET pg_trgm.similarity_threshold = 0.3
SET pg_trgm.word_similarity_threshold = 0.6
AS $$
  SELECT coalesce(array_agg(v.word), '{}') FROM erp.customer_word v WHERE v.word % term_word OR term_word <% v.word;
$$;
--> statement-breakpoint
-- Every word a customer's name, name 2, city or street holds after an insert or update is in the
-- list (once per statement, so a load of 100,000 customers adds its words in one insert). A word
-- no customer holds any more stays: it costs a lookup that names no customer, never a wrong hit.
CREATE OR REPLACE FUNCTION erp.customer_words_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO erp.customer_word (word)
  SELECT DISTINCT w
    FROM changed,
         unnest(string_to_array(changed.search_name, ' ') || string_to_array(changed.search_name2, ' ')
                || string_to_array(changed.search_city, ' ') || string_to_array(changed.search_street, ' ')) AS w
   WHERE w <> ''
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_words_inserted" AFTER INSERT ON "erp"."customer"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION erp.customer_words_add();
--> statement-breakpoint
CREATE TRIGGER "customer_words_updated" AFTER UPDATE ON "erp"."customer"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION erp.customer_words_add();
--> statement-breakpoint
-- The customers already there.
INSERT INTO erp.customer_word (word)
SELECT DISTINCT w
  FROM erp.customer c,
       unnest(string_to_array(c.search_name, ' ') || string_to_array(c.search_name2, ' ')
              || string_to_array(c.search_city, ' ') || string_to_array(c.search_street, ' ')) AS w
 WHERE w <> ''
ON CONFLICT (word) DO NOTHING;
