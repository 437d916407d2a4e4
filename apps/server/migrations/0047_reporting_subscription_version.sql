-- A subscription can be edited by its owner (issue 21 §4, docs/reporting.md "Subscriptions"). As a
-- saved query, it carries a version for optimistic concurrency: the edit names the version it read
-- in If-Match, so two tabs (or an edit racing a send) do not overwrite each other unseen. Matches
-- apps/server/src/db/schema/reporting.ts.
ALTER TABLE "portal"."reporting_subscription" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
