-- Customer, material and project searches take the start of a number (`ILIKE '2100%'`). Without
-- an index that answers a prefix, each such search read every row (45 ms over 100,000 customers,
-- 0.1 ms with it; docs/sales.md). text_pattern_ops answers a prefix whatever the
-- database's collation; ILIKE uses it while the prefix has no letters, as the ERP's numbers do.
CREATE INDEX "customer_number_prefix_idx" ON "erp"."customer" ("number" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "material_number_prefix_idx" ON "erp"."material" ("number" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "material_search_code_prefix_idx" ON "erp"."material" ("search_code" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "building_project_number_prefix_idx" ON "erp"."building_project" ("number" text_pattern_ops);
