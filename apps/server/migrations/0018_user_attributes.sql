-- Attributes an administrator assigns to a user, apart from the parameters users set themselves
-- (docs/permissions.md, "Where a user's value comes from"). Permission-set conditions read only
-- these: a user who writes a parameter named country or companyCode no longer raises their access.

CREATE TABLE "portal"."user_attribute" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_attribute_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "user_attribute_key" CHECK ("key" ~ '^[A-Za-z0-9_.:-]{1,100}$'),
	CONSTRAINT "user_attribute_value" CHECK (char_length("value") between 1 and 200)
);
ALTER TABLE "portal"."user_attribute" ADD CONSTRAINT "user_attribute_user_id_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."portal_user"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "portal"."user_attribute" ADD CONSTRAINT "user_attribute_set_by_portal_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "portal"."portal_user"("id") ON DELETE set null ON UPDATE no action;

-- Conditions that read a user parameter now read the attribute of the same name.
UPDATE "portal"."permission"
   SET "variable_lookup" = 'attribute:' || substr("variable_lookup", length('parameter:') + 1)
 WHERE "variable_lookup" LIKE 'parameter:%';

-- The parameter rows that decided access move to attributes: the names a condition reads, and the
-- three the portal's own data uses. They keep granting what they granted the day before; set_by
-- stays empty, so an administrator sees which values no administrator has set (and the trail
-- below names each one). Every other parameter stays a parameter.
CREATE TEMPORARY TABLE "moved_parameter" ON COMMIT DROP AS
SELECT p."user_parameters_id", p."user_id", p."name", p."value", p."updated_at"
  FROM "portal"."user_parameter" p
 WHERE (p."name" IN ('country', 'companyCode', 'plant')
        OR EXISTS (SELECT 1 FROM "portal"."permission" pm WHERE pm."variable_lookup" = 'attribute:' || p."name"))
   AND p."name" ~ '^[A-Za-z0-9_.:-]{1,100}$'
   AND char_length(btrim(p."value")) between 1 and 200;

INSERT INTO "portal"."user_attribute" ("user_id", "key", "value", "set_by", "set_at")
SELECT "user_id", "name", btrim("value"), NULL, "updated_at" FROM "moved_parameter"
ON CONFLICT DO NOTHING;

INSERT INTO "portal"."audit_entry" ("actor_id", "actor_sub", "actor_name", "action", "entity", "entity_id", "before", "after")
SELECT NULL, 'migration', 'migration 0018', 'set-attribute', 'user', "user_id"::text,
       jsonb_build_object('parameter', jsonb_build_object('name', "name", 'value', "value")),
       jsonb_build_object('attribute', jsonb_build_object('key', "name", 'value', btrim("value")))
  FROM "moved_parameter";

DELETE FROM "portal"."user_parameter" p USING "moved_parameter" m
 WHERE p."user_parameters_id" = m."user_parameters_id";

-- Each moved user's ETag changes, so an edit from a read before the move is refused (412).
UPDATE "portal"."portal_user" u SET "version" = u."version" + 1
 WHERE u."id" IN (SELECT "user_id" FROM "moved_parameter");
