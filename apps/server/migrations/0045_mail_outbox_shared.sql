-- One outbox for every mail the portal queues (issue 21 §9): the CRM's registration mails and the
-- canteen's cancellations go through the same queue, retry and metrics (apps/server/src/mail/outbox.ts).
-- The CRM's table moves to schema portal with its rows, identity, indexes and constraints.
-- Matches apps/server/src/db/schema/portal.ts.
ALTER TABLE "crm"."mail_outbox" SET SCHEMA "portal";
