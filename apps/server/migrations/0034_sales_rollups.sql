-- Sales performance at the group's scale (issue 21 §2, docs/sales.md): monthly rollups of the
-- sales facts that the reports read instead of the facts. Three grains: per month and the
-- dimensions the filters and the row visibility use (grouping by month, branch, company code,
-- country, market area or customer hierarchy), and the same per customer and per material.
-- Amounts are whole cents and quantities thousandths in bigint: sums of integers are exact and
-- much cheaper than sums of numeric; fact_count tells a group of facts summing to nothing from
-- a group whose facts are gone. A group may have several rows (a trigger adds the change of
-- every statement on the facts as rows of its own); erp.refresh_sales_rollups() rebuilds them
-- compactly, and a bulk load calls it once at its end.

CREATE TABLE "erp"."sales_rollup_month" (
	"month" date NOT NULL,
	"company_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"net_sales_cents" bigint NOT NULL,
	"order_intake_cents" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"fact_count" bigint NOT NULL
);

CREATE TABLE "erp"."sales_rollup_customer" (
	"month" date NOT NULL,
	"company_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"customer_number" text NOT NULL,
	"net_sales_cents" bigint NOT NULL,
	"order_intake_cents" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"fact_count" bigint NOT NULL
);

CREATE TABLE "erp"."sales_rollup_material" (
	"month" date NOT NULL,
	"company_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"country" text NOT NULL,
	"market_area" text NOT NULL,
	"partner_company" text NOT NULL,
	"customer_hierarchy" text NOT NULL,
	"territory_ht" text NOT NULL,
	"territory_san" text NOT NULL,
	"region_ht" text NOT NULL,
	"region_san" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"material_number" text NOT NULL,
	"net_sales_cents" bigint NOT NULL,
	"order_intake_cents" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"fact_count" bigint NOT NULL
);

CREATE INDEX "sales_rollup_month_idx" ON "erp"."sales_rollup_month" ("month");
CREATE INDEX "sales_rollup_customer_idx" ON "erp"."sales_rollup_customer" ("month", "customer_number");
CREATE INDEX "sales_rollup_material_idx" ON "erp"."sales_rollup_material" ("month", "material_number");

-- The rollups rebuilt from the facts: after a bulk load, or to compact what the trigger added.
-- Written in month order, so a report over a range of months reads only those months' pages.
CREATE OR REPLACE FUNCTION erp.refresh_sales_rollups() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "erp"."sales_rollup_month", "erp"."sales_rollup_customer", "erp"."sales_rollup_material";
  INSERT INTO "erp"."sales_rollup_month" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
  SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
  FROM "erp"."sales_fact" GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid" ORDER BY "month";
  INSERT INTO "erp"."sales_rollup_customer" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
  SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
  FROM "erp"."sales_fact" GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number" ORDER BY "month";
  INSERT INTO "erp"."sales_rollup_material" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
  SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
  FROM "erp"."sales_fact" GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number" ORDER BY "month";
  ANALYZE "erp"."sales_rollup_month";
  ANALYZE "erp"."sales_rollup_customer";
  ANALYZE "erp"."sales_rollup_material";
END;
$$;

-- Every statement that adds, changes or removes facts adds its change to the rollups: the rows
-- it added count, the rows it removed count negatively (an update is both).
CREATE OR REPLACE FUNCTION erp.sales_fact_to_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "erp"."sales_rollup_month" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
    FROM added GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid";
    INSERT INTO "erp"."sales_rollup_customer" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
    FROM added GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number";
    INSERT INTO "erp"."sales_rollup_material" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
    FROM added GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "erp"."sales_rollup_month" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, count(*)
    FROM removed GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid";
    INSERT INTO "erp"."sales_rollup_customer" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, count(*)
    FROM removed GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number";
    INSERT INTO "erp"."sales_rollup_material" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, count(*)
    FROM removed GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "sales_fact_rollup_insert" AFTER INSERT ON "erp"."sales_fact"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION erp.sales_fact_to_rollups();
CREATE TRIGGER "sales_fact_rollup_update" AFTER UPDATE ON "erp"."sales_fact"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION erp.sales_fact_to_rollups();
CREATE TRIGGER "sales_fact_rollup_delete" AFTER DELETE ON "erp"."sales_fact"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION erp.sales_fact_to_rollups();

-- The facts as they were before this migration.
SELECT erp.refresh_sales_rollups();
