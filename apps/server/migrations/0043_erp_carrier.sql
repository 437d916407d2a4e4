-- Carriers of the ERP stand-in's deliveries (issue 21 §5, docs/sales.md): the name a delivery
-- carries (erp.delivery.carrier) and the link to the carrier's tracking page, a template in which
-- {trackingNumber} stands for the delivery's tracking number. The ERP (or its administrator) keeps
-- them; order tracking shows the link of every shipped delivery.
-- Matches apps/server/src/db/schema/erpDelivery.ts.
CREATE TABLE "erp"."carrier" (
	"name" text PRIMARY KEY NOT NULL,
	"tracking_url" text NOT NULL,
	CONSTRAINT "carrier_tracking_url_template" CHECK ("erp"."carrier"."tracking_url" LIKE 'https://%{trackingNumber}%')
);
