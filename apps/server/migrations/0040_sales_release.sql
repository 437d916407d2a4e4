-- The sales data's freshness (issue 21 §3, docs/sales.md): when the ERP's sales facts last
-- changed — the "last release date" the sales performance report shows its reader. A
-- statement-level trigger on the facts stamps it on every load, correction or removal (one row
-- update per statement, so a bulk load of 10,000 rows a statement pays for it once).

CREATE TABLE "erp"."data_release" (
	"area" text PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_release_area" CHECK ("area" IN ('sales'))
);

CREATE OR REPLACE FUNCTION erp.stamp_sales_release() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO erp.data_release (area, released_at) VALUES ('sales', now())
	ON CONFLICT (area) DO UPDATE SET released_at = excluded.released_at;
	RETURN NULL;
END;
$$;

CREATE TRIGGER "sales_fact_release" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "erp"."sales_fact"
	FOR EACH STATEMENT EXECUTE FUNCTION erp.stamp_sales_release();

-- Facts loaded before this migration count as released when it runs.
INSERT INTO erp.data_release (area, released_at)
SELECT 'sales', now() WHERE EXISTS (SELECT 1 FROM erp.sales_fact);
