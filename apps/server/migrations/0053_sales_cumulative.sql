-- Sales performance by customer and by material in the same time for any range (issue 21 §2,
-- docs/sales.md). The quarter rollups of migration 0039 still left a report summing a row per
-- customer and quarter or month of its ranges: the last twelve months with the twelve before are
-- six quarters and six months, some 700,000 rows at 10 M facts, and their grouping took 240 ms
-- to 1.2 s. These tables hold **running totals** instead: per account (a customer with the
-- company code, branch and country its facts carry, or a material) and month, the sums of every
-- month up to and including it. A range's sum is then the running total at its last month less
-- the one before its first — two rows per account whatever the range's length — and a report
-- with its comparison reads at most four months' rows, joined by account in index order.
--
-- Every account has a row for every month from the first month of any fact to the last
-- (dense): a range's end is always found, and an account's row before its first sale holds
-- zeros. The sums are kept twice, over the valid postings and over all (`all_…`), for the
-- report's IsValid switch. Keys are compared byte-wise (collation "C"): the joins merge and
-- sort them, and a linguistic collation made that the larger part of the time.

CREATE TABLE "erp"."sales_cumulative_customer" (
	"month" date NOT NULL,
	"customer_number" text COLLATE "C" NOT NULL,
	"company_code" text COLLATE "C" NOT NULL,
	"branch_code" text COLLATE "C" NOT NULL,
	"country" text COLLATE "C" NOT NULL,
	"net_sales_cents" bigint NOT NULL,
	"order_intake_cents" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"fact_count" bigint NOT NULL,
	"all_net_sales_cents" bigint NOT NULL,
	"all_order_intake_cents" bigint NOT NULL,
	"all_quantity_milli" bigint NOT NULL,
	"all_fact_count" bigint NOT NULL,
	PRIMARY KEY ("month", "customer_number", "company_code", "branch_code", "country")
);

CREATE TABLE "erp"."sales_cumulative_material" (
	"month" date NOT NULL,
	"material_number" text COLLATE "C" NOT NULL,
	"net_sales_cents" bigint NOT NULL,
	"order_intake_cents" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"fact_count" bigint NOT NULL,
	"all_net_sales_cents" bigint NOT NULL,
	"all_order_intake_cents" bigint NOT NULL,
	"all_quantity_milli" bigint NOT NULL,
	"all_fact_count" bigint NOT NULL,
	PRIMARY KEY ("month", "material_number")
);

-- One statement's change per account and month, gathered by the trigger and applied at once.
CREATE TABLE "erp"."sales_cumulative_change" (
	"month" date NOT NULL,
	"customer_number" text COLLATE "C" NOT NULL,
	"company_code" text COLLATE "C" NOT NULL,
	"branch_code" text COLLATE "C" NOT NULL,
	"country" text COLLATE "C" NOT NULL,
	"material_number" text COLLATE "C" NOT NULL,
	"net_sales_cents" bigint NOT NULL,
	"order_intake_cents" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"fact_count" bigint NOT NULL,
	"all_net_sales_cents" bigint NOT NULL,
	"all_order_intake_cents" bigint NOT NULL,
	"all_quantity_milli" bigint NOT NULL,
	"all_fact_count" bigint NOT NULL
);

-- The quarters are read no more: the running totals answer every range the quarters answered.
DROP TABLE "erp"."sales_rollup_customer_quarter";
DROP TABLE "erp"."sales_rollup_material_quarter";

-- Applies erp.sales_cumulative_change to one running-total table (`tbl`, its account columns
-- `keys`): written once for both tables, with only fixed names formatted into the statements.
CREATE OR REPLACE FUNCTION erp.apply_sales_cumulative(tbl text, keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k text := array_to_string(keys, ', ');
  same text := (SELECT string_agg(format('t.%1$I = x.%1$I', key), ' AND ') FROM unnest(keys) key);
  sums text := 'net_sales_cents, order_intake_cents, quantity_milli, fact_count, all_net_sales_cents, all_order_intake_cents, all_quantity_milli, all_fact_count';
  zeros text := '0, 0, 0, 0, 0, 0, 0, 0';
  first_month date;
  last_month date;
  earliest date;
  latest date;
BEGIN
  EXECUTE format('SELECT min(month), max(month) FROM erp.%I', tbl) INTO first_month, last_month;
  SELECT min(month), max(month) INTO earliest, latest FROM erp.sales_cumulative_change;
  IF earliest IS NULL THEN RETURN; END IF;
  IF last_month IS NOT NULL THEN
    -- A month later than any: every account carries its totals forward to it.
    IF latest > last_month THEN
      EXECUTE format('INSERT INTO erp.%1$I (month, %2$s, %3$s)
        SELECT m::date, %2$s, %3$s FROM erp.%1$I, generate_series($1 + interval ''1 month'', $2, interval ''1 month'') m
        WHERE month = $1', tbl, k, sums) USING last_month, latest;
    END IF;
    -- A month earlier than any: every account had nothing before its first sale.
    IF earliest < first_month THEN
      EXECUTE format('INSERT INTO erp.%1$I (month, %2$s, %3$s)
        SELECT m::date, %2$s, %4$s FROM erp.%1$I, generate_series($1, $2 - interval ''1 month'', interval ''1 month'') m
        WHERE month = $2', tbl, k, sums, zeros) USING earliest, first_month;
    END IF;
  END IF;
  first_month := least(first_month, earliest);
  last_month := greatest(last_month, latest);
  -- A new account: zeros in every month, the change is added below.
  EXECUTE format('INSERT INTO erp.%1$I (month, %2$s, %3$s)
    SELECT m::date, %2$s, %4$s FROM (SELECT DISTINCT %2$s FROM erp.sales_cumulative_change) x,
      generate_series($1, $2, interval ''1 month'') m
    WHERE NOT EXISTS (SELECT 1 FROM erp.%1$I t WHERE t.month = $2 AND %5$s)', tbl, k, sums, zeros, same)
    USING first_month, last_month;
  -- A change in a month counts in that month's running total and every later one.
  EXECUTE format('UPDATE erp.%1$I t SET
      net_sales_cents = t.net_sales_cents + x.net_sales_cents,
      order_intake_cents = t.order_intake_cents + x.order_intake_cents,
      quantity_milli = t.quantity_milli + x.quantity_milli,
      fact_count = t.fact_count + x.fact_count,
      all_net_sales_cents = t.all_net_sales_cents + x.all_net_sales_cents,
      all_order_intake_cents = t.all_order_intake_cents + x.all_order_intake_cents,
      all_quantity_milli = t.all_quantity_milli + x.all_quantity_milli,
      all_fact_count = t.all_fact_count + x.all_fact_count
    FROM (SELECT m::date AS month, %2$s, sum(net_sales_cents) AS net_sales_cents, sum(order_intake_cents) AS order_intake_cents,
            sum(quantity_milli) AS quantity_milli, sum(fact_count) AS fact_count, sum(all_net_sales_cents) AS all_net_sales_cents,
            sum(all_order_intake_cents) AS all_order_intake_cents, sum(all_quantity_milli) AS all_quantity_milli,
            sum(all_fact_count) AS all_fact_count
          FROM erp.sales_cumulative_change c, generate_series(c.month, $1, interval ''1 month'') m
          GROUP BY 1, %2$s) x
    WHERE t.month = x.month AND %3$s', tbl, k, same) USING last_month;
END;
$$;

-- The running totals rebuilt from the monthly rollup by customer (after a bulk load, or to check).
CREATE OR REPLACE FUNCTION erp.refresh_sales_cumulative() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "erp"."sales_cumulative_customer", "erp"."sales_cumulative_material", "erp"."sales_cumulative_change";
  INSERT INTO "erp"."sales_cumulative_customer"
  WITH sums AS (
    SELECT month, customer_number, company_code, branch_code, country,
      coalesce(sum(net_sales_cents) FILTER (WHERE is_valid), 0) AS n, coalesce(sum(order_intake_cents) FILTER (WHERE is_valid), 0) AS o,
      coalesce(sum(quantity_milli) FILTER (WHERE is_valid), 0) AS q, coalesce(sum(fact_count) FILTER (WHERE is_valid), 0) AS f,
      sum(net_sales_cents) AS an, sum(order_intake_cents) AS ao, sum(quantity_milli) AS aq, sum(fact_count) AS af
    FROM erp.sales_rollup_customer GROUP BY 1, 2, 3, 4, 5
  ), months AS (
    SELECT m::date AS month FROM generate_series((SELECT min(month) FROM sums), (SELECT max(month) FROM sums), interval '1 month') m
  ), accounts AS (SELECT DISTINCT customer_number, company_code, branch_code, country FROM sums)
  SELECT m.month, a.customer_number, a.company_code, a.branch_code, a.country,
    sum(coalesce(s.n, 0)) OVER w, sum(coalesce(s.o, 0)) OVER w, sum(coalesce(s.q, 0)) OVER w, sum(coalesce(s.f, 0)) OVER w,
    sum(coalesce(s.an, 0)) OVER w, sum(coalesce(s.ao, 0)) OVER w, sum(coalesce(s.aq, 0)) OVER w, sum(coalesce(s.af, 0)) OVER w
  FROM accounts a CROSS JOIN months m
  LEFT JOIN sums s ON s.month = m.month AND s.customer_number = a.customer_number AND s.company_code = a.company_code
    AND s.branch_code = a.branch_code AND s.country = a.country
  WINDOW w AS (PARTITION BY a.customer_number, a.company_code, a.branch_code, a.country ORDER BY m.month)
  ORDER BY 1, 2, 3, 4, 5;
  INSERT INTO "erp"."sales_cumulative_material"
  WITH sums AS (
    SELECT month, material_number,
      coalesce(sum(net_sales_cents) FILTER (WHERE is_valid), 0) AS n, coalesce(sum(order_intake_cents) FILTER (WHERE is_valid), 0) AS o,
      coalesce(sum(quantity_milli) FILTER (WHERE is_valid), 0) AS q, coalesce(sum(fact_count) FILTER (WHERE is_valid), 0) AS f,
      sum(net_sales_cents) AS an, sum(order_intake_cents) AS ao, sum(quantity_milli) AS aq, sum(fact_count) AS af
    FROM erp.sales_rollup_material GROUP BY 1, 2
  ), months AS (
    SELECT m::date AS month FROM generate_series((SELECT min(month) FROM sums), (SELECT max(month) FROM sums), interval '1 month') m
  ), accounts AS (SELECT DISTINCT material_number FROM sums)
  SELECT m.month, a.material_number,
    sum(coalesce(s.n, 0)) OVER w, sum(coalesce(s.o, 0)) OVER w, sum(coalesce(s.q, 0)) OVER w, sum(coalesce(s.f, 0)) OVER w,
    sum(coalesce(s.an, 0)) OVER w, sum(coalesce(s.ao, 0)) OVER w, sum(coalesce(s.aq, 0)) OVER w, sum(coalesce(s.af, 0)) OVER w
  FROM accounts a CROSS JOIN months m
  LEFT JOIN sums s ON s.month = m.month AND s.material_number = a.material_number
  WINDOW w AS (PARTITION BY a.material_number ORDER BY m.month)
  ORDER BY 1, 2;
  ANALYZE "erp"."sales_cumulative_customer";
  ANALYZE "erp"."sales_cumulative_material";
END;
$$;

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
  PERFORM erp.refresh_sales_cumulative();
END;
$$;

-- The trigger of migrations 0034 and 0039 without the quarters, and with the running totals: a
-- statement's change is gathered per account and month, then added to the month it falls in and
-- every later one. Writers of facts take their turns (a transaction-level lock), so two loads
-- never both extend the months or add the same new account.
CREATE OR REPLACE FUNCTION erp.sales_fact_to_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('erp.sales_cumulative'));
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
    INSERT INTO "erp"."sales_cumulative_change"
    SELECT "month", "customer_number", "company_code", "branch_code", "country", "material_number",
      coalesce(sum(round("net_sales" * 100)) FILTER (WHERE "is_valid"), 0)::bigint, coalesce(sum(round("order_intake" * 100)) FILTER (WHERE "is_valid"), 0)::bigint,
      coalesce(sum(round("quantity" * 1000)) FILTER (WHERE "is_valid"), 0)::bigint, count(*) FILTER (WHERE "is_valid"),
      sum(round("net_sales" * 100))::bigint, sum(round("order_intake" * 100))::bigint, sum(round("quantity" * 1000))::bigint, count(*)
    FROM added GROUP BY "month", "customer_number", "company_code", "branch_code", "country", "material_number";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "erp"."sales_rollup_month" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, -count(*)
    FROM removed GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid";
    INSERT INTO "erp"."sales_rollup_customer" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number", -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, -count(*)
    FROM removed GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "customer_number";
    INSERT INTO "erp"."sales_rollup_material" ("month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count")
    SELECT "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number", -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, -count(*)
    FROM removed GROUP BY "month", "company_code", "branch_code", "country", "market_area", "partner_company", "customer_hierarchy", "territory_ht", "territory_san", "region_ht", "region_san", "is_valid", "material_number";
    INSERT INTO "erp"."sales_cumulative_change"
    SELECT "month", "customer_number", "company_code", "branch_code", "country", "material_number",
      -coalesce(sum(round("net_sales" * 100)) FILTER (WHERE "is_valid"), 0)::bigint, -coalesce(sum(round("order_intake" * 100)) FILTER (WHERE "is_valid"), 0)::bigint,
      -coalesce(sum(round("quantity" * 1000)) FILTER (WHERE "is_valid"), 0)::bigint, -count(*) FILTER (WHERE "is_valid"),
      -sum(round("net_sales" * 100))::bigint, -sum(round("order_intake" * 100))::bigint, -sum(round("quantity" * 1000))::bigint, -count(*)
    FROM removed GROUP BY "month", "customer_number", "company_code", "branch_code", "country", "material_number";
  END IF;
  PERFORM erp.apply_sales_cumulative('sales_cumulative_customer', ARRAY['customer_number', 'company_code', 'branch_code', 'country']);
  PERFORM erp.apply_sales_cumulative('sales_cumulative_material', ARRAY['material_number']);
  DELETE FROM "erp"."sales_cumulative_change";
  RETURN NULL;
END;
$$;

-- The facts as they are.
SELECT erp.refresh_sales_cumulative();
