-- Canteen (issue 21 §9): the 14 allergens of Regulation (EU) No 1169/2011 Annex II and the menu's
-- additives on articles and, as offered, on plans; plans the kitchen closes (no orders or changes
-- until it reopens them). The codes are the contracts' ALLERGENS and ADDITIVES (canteen.ts).
-- Matches apps/server/src/db/schema/canteen.ts.
ALTER TABLE "canteen"."article" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "canteen"."article" ADD COLUMN "additives" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "canteen"."article" ADD CONSTRAINT "article_allergens_known" CHECK ("canteen"."article"."allergens" <@ ARRAY['gluten','crustaceans','eggs','fish','peanuts','soybeans','milk','nuts','celery','mustard','sesame','sulphites','lupin','molluscs']::text[]);
--> statement-breakpoint
ALTER TABLE "canteen"."article" ADD CONSTRAINT "article_additives_known" CHECK ("canteen"."article"."additives" <@ ARRAY['colouring','preservative','antioxidant','flavourEnhancer','sulphured','blackened','waxed','phosphate','sweetener','phenylalanine','caffeine','quinine']::text[]);
--> statement-breakpoint
ALTER TABLE "canteen"."plan_detail" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "canteen"."plan_detail" ADD COLUMN "additives" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "canteen"."plan" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "canteen"."plan" ADD COLUMN "closed_by" uuid;
--> statement-breakpoint
ALTER TABLE "canteen"."plan" ADD CONSTRAINT "plan_closed_by_portal_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "portal"."portal_user"("id") ON DELETE set null ON UPDATE no action;
