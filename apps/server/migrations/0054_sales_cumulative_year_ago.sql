-- Sales performance by customer within budget at 10 M facts (issue 21 §2, docs/sales.md). The
-- running totals of migration 0053 let a range's sum be read from two months' rows, but a report
-- with its previous year still read three or four months — 300,000 rows at 100,000 customers —
-- and grouping them per customer took most of its 256–328 ms. Each row now also carries the
-- running totals of twelve and of twenty-four months before it (`…_12`, `…_24`; zero before the
-- first month). A range of twelve months with its previous year (the last twelve months, a
-- calendar or fiscal year, the previous year) is then one month's rows: the total less the total
-- a year before, and that less the one two years before. Any other range with its previous year
-- is two months' rows, its last and the one before its first.
--
-- The months now run on eleven months past the last month with facts, each carrying the totals
-- forward (nothing sold since) with its own year-ago totals: the current quarter, calendar year
-- or fiscal year ends after the last month with facts, and its last month's row then still gives
-- the year-ago total its comparison needs (without it, a third month's rows were read).

-- The same sixteen columns on both tables, named after the sums they lag.
DO $$
DECLARE
  tbl text;
  name text;
  ago int;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['sales_cumulative_customer', 'sales_cumulative_material'] LOOP
    FOREACH ago IN ARRAY ARRAY[12, 24] LOOP
      FOREACH name IN ARRAY ARRAY['net_sales_cents', 'order_intake_cents', 'quantity_milli', 'fact_count',
          'all_net_sales_cents', 'all_order_intake_cents', 'all_quantity_milli', 'all_fact_count'] LOOP
        EXECUTE format('ALTER TABLE erp.%I ADD COLUMN %I bigint NOT NULL DEFAULT 0', tbl, name || '_' || ago);
      END LOOP;
    END LOOP;
  END LOOP;
END;
$$;

-- Applies erp.sales_cumulative_change to one running-total table (`tbl`, its account columns
-- `keys`), as in migration 0053, now with the totals of a year and two years before: a change in
-- a month counts in that month's total and every later one, in the year-ago total twelve months
-- on and in the two-years-ago total twenty-four months on. Only fixed names are formatted into
-- the statements.
CREATE OR REPLACE FUNCTION erp.apply_sales_cumulative(tbl text, keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  names text[] := ARRAY['net_sales_cents', 'order_intake_cents', 'quantity_milli', 'fact_count',
    'all_net_sales_cents', 'all_order_intake_cents', 'all_quantity_milli', 'all_fact_count'];
  k text := array_to_string(keys, ', ');
  lk text := (SELECT string_agg(format('l.%I', key), ', ') FROM unnest(keys) key);
  same text := (SELECT string_agg(format('t.%1$I = x.%1$I', key), ' AND ') FROM unnest(keys) key);
  same_a text := (SELECT string_agg(format('a.%1$I = l.%1$I', key), ' AND ') FROM unnest(keys) key);
  same_b text := (SELECT string_agg(format('b.%1$I = l.%1$I', key), ' AND ') FROM unnest(keys) key);
  sums text := (SELECT string_agg(format('%I', n), ', ') FROM unnest(names) n);
  all_sums text := (SELECT string_agg(format('%1$I, %2$I, %3$I', n, n || '_12', n || '_24'), ', ') FROM unnest(names) n);
  carried text := (SELECT string_agg(format('l.%1$I, coalesce(a.%1$I, 0), coalesce(b.%1$I, 0)', n), ', ') FROM unnest(names) n);
  zeros text := (SELECT string_agg('0, 0, 0', ', ') FROM unnest(names) n);
  added text := (SELECT string_agg(format('%1$I = t.%1$I + x.%1$I, %2$I = t.%2$I + x.%2$I, %3$I = t.%3$I + x.%3$I', n, n || '_12', n || '_24'), ', ') FROM unnest(names) n);
  changes text := (SELECT string_agg(format('sum(c.%1$I) AS %1$I, coalesce(sum(c.%1$I) FILTER (WHERE m >= c.month + interval ''12 months''), 0) AS %2$I, coalesce(sum(c.%1$I) FILTER (WHERE m >= c.month + interval ''24 months''), 0) AS %3$I', n, n || '_12', n || '_24'), ', ') FROM unnest(names) n);
  first_month date;
  last_month date;
  earliest date;
  latest date;
BEGIN
  EXECUTE format('SELECT min(month), max(month) FROM erp.%I', tbl) INTO first_month, last_month;
  SELECT min(month), max(month) INTO earliest, latest FROM erp.sales_cumulative_change;
  IF earliest IS NULL THEN RETURN; END IF;
  -- The months run on eleven months past the last with facts (see the header).
  latest := (latest + interval '11 months')::date;
  IF last_month IS NOT NULL THEN
    -- A month later than any: every account carries its totals forward to it; its totals of a
    -- year and two years before are those of the month they fall in (carried, or zero before
    -- the first month).
    IF latest > last_month THEN
      EXECUTE format('INSERT INTO erp.%1$I (month, %2$s, %3$s)
        SELECT m::date, %4$s, %5$s
        FROM erp.%1$I l CROSS JOIN generate_series($1 + interval ''1 month'', $2, interval ''1 month'') m
          LEFT JOIN erp.%1$I a ON a.month = least(m - interval ''12 months'', $1) AND %6$s
          LEFT JOIN erp.%1$I b ON b.month = least(m - interval ''24 months'', $1) AND %7$s
        WHERE l.month = $1', tbl, k, all_sums, lk, carried, same_a, same_b) USING last_month, latest;
    END IF;
    -- A month earlier than any: every account had nothing before its first sale.
    IF earliest < first_month THEN
      EXECUTE format('INSERT INTO erp.%1$I (month, %2$s, %3$s)
        SELECT m::date, %2$s, %4$s FROM erp.%1$I, generate_series($1, $2 - interval ''1 month'', interval ''1 month'') m
        WHERE month = $2', tbl, k, all_sums, zeros) USING earliest, first_month;
    END IF;
  END IF;
  first_month := least(first_month, earliest);
  last_month := greatest(last_month, latest);
  -- A new account: zeros in every month, the change is added below.
  EXECUTE format('INSERT INTO erp.%1$I (month, %2$s, %3$s)
    SELECT m::date, %2$s, %4$s FROM (SELECT DISTINCT %2$s FROM erp.sales_cumulative_change) x,
      generate_series($1, $2, interval ''1 month'') m
    WHERE NOT EXISTS (SELECT 1 FROM erp.%1$I t WHERE t.month = $2 AND %5$s)', tbl, k, all_sums, zeros, same)
    USING first_month, last_month;
  EXECUTE format('UPDATE erp.%1$I t SET %4$s
    FROM (SELECT m::date AS month, %2$s, %5$s
          FROM erp.sales_cumulative_change c, generate_series(c.month, $1, interval ''1 month'') m
          GROUP BY 1, %2$s) x
    WHERE t.month = x.month AND %3$s', tbl, k, same, added, changes) USING last_month;
END;
$$;

-- The running totals rebuilt from the monthly rollups (after a bulk load, or to check): the
-- totals of a year and two years before are the same account's twelve and twenty-four rows
-- earlier, the months being dense.
CREATE OR REPLACE FUNCTION erp.refresh_sales_cumulative() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "erp"."sales_cumulative_customer", "erp"."sales_cumulative_material", "erp"."sales_cumulative_change";
  INSERT INTO "erp"."sales_cumulative_customer" ("month", "customer_number", "company_code", "branch_code", "country",
    "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count", "all_net_sales_cents", "all_order_intake_cents", "all_quantity_milli", "all_fact_count",
    "net_sales_cents_12", "order_intake_cents_12", "quantity_milli_12", "fact_count_12", "all_net_sales_cents_12", "all_order_intake_cents_12", "all_quantity_milli_12", "all_fact_count_12",
    "net_sales_cents_24", "order_intake_cents_24", "quantity_milli_24", "fact_count_24", "all_net_sales_cents_24", "all_order_intake_cents_24", "all_quantity_milli_24", "all_fact_count_24")
  WITH sums AS (
    SELECT month, customer_number, company_code, branch_code, country,
      coalesce(sum(net_sales_cents) FILTER (WHERE is_valid), 0) AS n, coalesce(sum(order_intake_cents) FILTER (WHERE is_valid), 0) AS o,
      coalesce(sum(quantity_milli) FILTER (WHERE is_valid), 0) AS q, coalesce(sum(fact_count) FILTER (WHERE is_valid), 0) AS f,
      sum(net_sales_cents) AS an, sum(order_intake_cents) AS ao, sum(quantity_milli) AS aq, sum(fact_count) AS af
    FROM erp.sales_rollup_customer GROUP BY 1, 2, 3, 4, 5
  ), months AS (
    SELECT m::date AS month FROM generate_series((SELECT min(month) FROM sums), (SELECT max(month) FROM sums) + interval '11 months', interval '1 month') m
  ), accounts AS (SELECT DISTINCT customer_number, company_code, branch_code, country FROM sums
  ), running AS (
    SELECT m.month, a.customer_number, a.company_code, a.branch_code, a.country,
      sum(coalesce(s.n, 0)) OVER w AS n, sum(coalesce(s.o, 0)) OVER w AS o, sum(coalesce(s.q, 0)) OVER w AS q, sum(coalesce(s.f, 0)) OVER w AS f,
      sum(coalesce(s.an, 0)) OVER w AS an, sum(coalesce(s.ao, 0)) OVER w AS ao, sum(coalesce(s.aq, 0)) OVER w AS aq, sum(coalesce(s.af, 0)) OVER w AS af
    FROM accounts a CROSS JOIN months m
    LEFT JOIN sums s ON s.month = m.month AND s.customer_number = a.customer_number AND s.company_code = a.company_code
      AND s.branch_code = a.branch_code AND s.country = a.country
    WINDOW w AS (PARTITION BY a.customer_number, a.company_code, a.branch_code, a.country ORDER BY m.month)
  )
  SELECT month, customer_number, company_code, branch_code, country, n, o, q, f, an, ao, aq, af,
    lag(n, 12, 0) OVER w, lag(o, 12, 0) OVER w, lag(q, 12, 0) OVER w, lag(f, 12, 0) OVER w,
    lag(an, 12, 0) OVER w, lag(ao, 12, 0) OVER w, lag(aq, 12, 0) OVER w, lag(af, 12, 0) OVER w,
    lag(n, 24, 0) OVER w, lag(o, 24, 0) OVER w, lag(q, 24, 0) OVER w, lag(f, 24, 0) OVER w,
    lag(an, 24, 0) OVER w, lag(ao, 24, 0) OVER w, lag(aq, 24, 0) OVER w, lag(af, 24, 0) OVER w
  FROM running
  WINDOW w AS (PARTITION BY customer_number, company_code, branch_code, country ORDER BY month)
  ORDER BY 1, 2, 3, 4, 5;
  INSERT INTO "erp"."sales_cumulative_material" ("month", "material_number",
    "net_sales_cents", "order_intake_cents", "quantity_milli", "fact_count", "all_net_sales_cents", "all_order_intake_cents", "all_quantity_milli", "all_fact_count",
    "net_sales_cents_12", "order_intake_cents_12", "quantity_milli_12", "fact_count_12", "all_net_sales_cents_12", "all_order_intake_cents_12", "all_quantity_milli_12", "all_fact_count_12",
    "net_sales_cents_24", "order_intake_cents_24", "quantity_milli_24", "fact_count_24", "all_net_sales_cents_24", "all_order_intake_cents_24", "all_quantity_milli_24", "all_fact_count_24")
  WITH sums AS (
    SELECT month, material_number,
      coalesce(sum(net_sales_cents) FILTER (WHERE is_valid), 0) AS n, coalesce(sum(order_intake_cents) FILTER (WHERE is_valid), 0) AS o,
      coalesce(sum(quantity_milli) FILTER (WHERE is_valid), 0) AS q, coalesce(sum(fact_count) FILTER (WHERE is_valid), 0) AS f,
      sum(net_sales_cents) AS an, sum(order_intake_cents) AS ao, sum(quantity_milli) AS aq, sum(fact_count) AS af
    FROM erp.sales_rollup_material GROUP BY 1, 2
  ), months AS (
    SELECT m::date AS month FROM generate_series((SELECT min(month) FROM sums), (SELECT max(month) FROM sums) + interval '11 months', interval '1 month') m
  ), accounts AS (SELECT DISTINCT material_number FROM sums
  ), running AS (
    SELECT m.month, a.material_number,
      sum(coalesce(s.n, 0)) OVER w AS n, sum(coalesce(s.o, 0)) OVER w AS o, sum(coalesce(s.q, 0)) OVER w AS q, sum(coalesce(s.f, 0)) OVER w AS f,
      sum(coalesce(s.an, 0)) OVER w AS an, sum(coalesce(s.ao, 0)) OVER w AS ao, sum(coalesce(s.aq, 0)) OVER w AS aq, sum(coalesce(s.af, 0)) OVER w AS af
    FROM accounts a CROSS JOIN months m
    LEFT JOIN sums s ON s.month = m.month AND s.material_number = a.material_number
    WINDOW w AS (PARTITION BY a.material_number ORDER BY m.month)
  )
  SELECT month, material_number, n, o, q, f, an, ao, aq, af,
    lag(n, 12, 0) OVER w, lag(o, 12, 0) OVER w, lag(q, 12, 0) OVER w, lag(f, 12, 0) OVER w,
    lag(an, 12, 0) OVER w, lag(ao, 12, 0) OVER w, lag(aq, 12, 0) OVER w, lag(af, 12, 0) OVER w,
    lag(n, 24, 0) OVER w, lag(o, 24, 0) OVER w, lag(q, 24, 0) OVER w, lag(f, 24, 0) OVER w,
    lag(an, 24, 0) OVER w, lag(ao, 24, 0) OVER w, lag(aq, 24, 0) OVER w, lag(af, 24, 0) OVER w
  FROM running
  WINDOW w AS (PARTITION BY material_number ORDER BY month)
  ORDER BY 1, 2;
  ANALYZE "erp"."sales_cumulative_customer";
  ANALYZE "erp"."sales_cumulative_material";
END;
$$;

-- The facts as they are, with the new columns filled.
SELECT erp.refresh_sales_cumulative();
