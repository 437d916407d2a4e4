-- Administration: versions for optimistic concurrency (ETag / If-Match) and the audit trail.

-- Every administered entity carries a version; a read answers it as the ETag, a write names it in If-Match.
ALTER TABLE "portal"."role" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "portal"."portal_user" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "portal"."permission_set" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "portal"."permission" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
ALTER TABLE "portal"."ressource" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;

-- Resources created by an administrator get an id from the database; registry resources keep their fixed ids.
ALTER TABLE "portal"."ressource" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();

-- Who changed what, when, with the state before and after. Written in the transaction of the change.
-- No foreign key on the actor: the trail outlives a deleted user.
CREATE TABLE "portal"."audit_entry" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" uuid,
  "actor_sub" text NOT NULL,
  "actor_name" text DEFAULT '' NOT NULL,
  "action" text NOT NULL,
  "entity" text NOT NULL,
  "entity_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "request_id" text
);
CREATE INDEX "audit_entry_at" ON "portal"."audit_entry" ("at");
CREATE INDEX "audit_entry_entity" ON "portal"."audit_entry" ("entity", "entity_id", "at");
CREATE INDEX "audit_entry_actor" ON "portal"."audit_entry" ("actor_id", "at");
