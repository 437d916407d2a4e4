-- Outbound deliveries of the ERP stand-in (SAP's delivery header with its shipping data), for the
-- public delivery tracking of the shower-design brand (docs/tracking.md): which order a delivery
-- belongs to, the postcode of the delivery address (the customer's second factor), the days it
-- was produced, shipped and delivered, the expected day, the carrier and its tracking number.
-- Matches apps/server/src/db/schema/erpDelivery.ts.
CREATE TABLE "erp"."delivery" (
	"number" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL REFERENCES "erp"."sales_order"("number") ON DELETE CASCADE,
	"company_code" text NOT NULL REFERENCES "erp"."company_code"("code"),
	"ship_to_postal_code" text NOT NULL,
	"ship_to_country" text NOT NULL,
	"produced_date" date,
	"shipped_date" date,
	"delivered_date" date,
	"expected_date" date NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_shipped_after_produced" CHECK ("shipped_date" IS NULL OR "produced_date" IS NOT NULL),
	CONSTRAINT "delivery_delivered_after_shipped" CHECK ("delivered_date" IS NULL OR "shipped_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "delivery_order_idx" ON "erp"."delivery" ("order_number");
