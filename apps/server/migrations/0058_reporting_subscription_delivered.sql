-- A report subscription's turn remembers who already has their mail (docs/reporting.md
-- "Subscriptions"). Recipients who read different rows get different mails; when a later mail of
-- the same turn failed, the retry sent the earlier ones again. The addresses served in the current
-- turn are kept here and skipped on a retry; the turn's end (sent, or given up) and an owner's
-- edit empty the list. Matches apps/server/src/db/schema/reporting.ts.
ALTER TABLE "portal"."reporting_subscription" ADD COLUMN "delivered_to" text[] DEFAULT '{}'::text[] NOT NULL;
