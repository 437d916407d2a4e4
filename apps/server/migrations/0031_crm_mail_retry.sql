-- Timed retry of the CRM's queued mails (issue 19): each unsent mail carries how often it was
-- tried, when it is due next and why the last try failed; after the last allowed try it is given
-- up (failed_at) and counted in the metrics. Matches apps/server/src/db/schema/crm.ts.
ALTER TABLE "crm"."mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Due now when queued; a claimed mail's lease, then the backoff after a failed try.
ALTER TABLE "crm"."mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "crm"."mail_outbox" ADD COLUMN "last_error" text;
--> statement-breakpoint
ALTER TABLE "crm"."mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "crm"."mail_outbox" ADD CONSTRAINT "mail_outbox_attempts" CHECK ("attempts" >= 0);
--> statement-breakpoint
DROP INDEX "crm"."mail_outbox_unsent";
--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "crm"."mail_outbox" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
