-- Building projects (issue 21 §5, docs/sales.md): each product group's quantity carries its unit of
-- measure (the ERP's keys, as order lines: ST pieces, M2 square metres of underfloor heating).
-- Matches apps/server/src/db/schema/erp.ts.
ALTER TABLE "erp"."building_project_product" ADD COLUMN "unit" text DEFAULT 'ST' NOT NULL;
--> statement-breakpoint
UPDATE "erp"."building_project_product" SET "unit" = 'M2' WHERE "product_group" = 'Fußbodenheizung';
