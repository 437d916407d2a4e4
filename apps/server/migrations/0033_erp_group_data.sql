-- The group's ERP data (issue 21 §1, docs/sales.md): company codes belong to a brand, customers
-- form hierarchies (a branch customer names its head office), and controllers plan net sales per
-- month, company code and branch (the budget that sales performance compares with).
ALTER TABLE "erp"."company_code" ADD COLUMN "brand" text NOT NULL DEFAULT 'group';

ALTER TABLE "erp"."customer" ADD COLUMN "parent_number" text REFERENCES "erp"."customer" ("number");
CREATE INDEX "customer_parent_idx" ON "erp"."customer" ("parent_number");

CREATE TABLE "erp"."sales_budget" (
	"month" date NOT NULL,
	"company_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"net_sales" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL DEFAULT 'EUR',
	CONSTRAINT "sales_budget_pk" PRIMARY KEY ("month", "company_code", "branch_code"),
	CONSTRAINT "sales_budget_branch_fk" FOREIGN KEY ("company_code", "branch_code") REFERENCES "erp"."branch" ("company_code", "code"),
	CONSTRAINT "sales_budget_first_of_month" CHECK (extract(day from "month") = 1),
	CONSTRAINT "sales_budget_not_negative" CHECK ("net_sales" >= 0)
);

-- Order tracking searches by the start of a number and by customer and date: text_pattern_ops
-- answers `LIKE '500%'` from an index whatever the database's collation.
CREATE INDEX "sales_order_number_prefix_idx" ON "erp"."sales_order" ("number" text_pattern_ops);
CREATE INDEX "sales_order_ab_prefix_idx" ON "erp"."sales_order" ("ab_number" text_pattern_ops);
CREATE INDEX "sales_order_customer_date_idx" ON "erp"."sales_order" ("customer_number", "order_date");
