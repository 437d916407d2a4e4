-- Questionnaires as a whole (issue 21 §7): a title, whether it is open, and whether it is anonymous.
-- An anonymous questionnaire keeps its answers apart from the people who gave them:
-- * questionnaire_anonymous_answer holds the values only: a random id, no user, no time;
-- * questionnaire_respondents holds, per questionnaire, the SET of people who have answered: one
--   row whose user_ids stay sorted, so neither the row's order nor its transaction id (xmin) says
--   who answered when. Both are written in one transaction; the set refuses a second answer.
-- Existing questionnaires whose explanations promise anonymity ("anonym") become anonymous: their
-- answers move to the anonymous table without user id and time, and the people who answered are
-- kept in the set. Matches apps/server/src/db/schema/questionnaire.ts.
CREATE TABLE "portal"."questionnaire" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	-- The technical name of the resource whose holders read the results; none: nobody.
	"results_resource" text
);
--> statement-breakpoint
INSERT INTO "portal"."questionnaire" ("id", "anonymous")
	SELECT "questionnaire_id", bool_or("text"::text ILIKE '%anonym%')
	FROM "portal"."questionnaire_question"
	GROUP BY "questionnaire_id";
--> statement-breakpoint
ALTER TABLE "portal"."questionnaire_question"
	ADD CONSTRAINT "questionnaire_question_questionnaire_fk" FOREIGN KEY ("questionnaire_id")
	REFERENCES "portal"."questionnaire"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE TABLE "portal"."questionnaire_respondents" (
	"questionnaire_id" integer PRIMARY KEY NOT NULL REFERENCES "portal"."questionnaire"("id") ON DELETE CASCADE,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."questionnaire_anonymous_answer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "questionnaire_anonymous_answer_question_fk" FOREIGN KEY ("questionnaire_id", "question_id") REFERENCES "portal"."questionnaire_question"("questionnaire_id", "question_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "questionnaire_anonymous_answer_question" ON "portal"."questionnaire_anonymous_answer" USING btree ("questionnaire_id", "question_id");
--> statement-breakpoint
INSERT INTO "portal"."questionnaire_respondents" ("questionnaire_id", "user_ids")
	SELECT a."questionnaire_id", array_agg(DISTINCT a."user_id" ORDER BY a."user_id")
	FROM "portal"."questionnaire_answer" a
	JOIN "portal"."questionnaire" q ON q."id" = a."questionnaire_id" AND q."anonymous"
	GROUP BY a."questionnaire_id";
--> statement-breakpoint
-- In the order of the values, not of the people or the times.
INSERT INTO "portal"."questionnaire_anonymous_answer" ("questionnaire_id", "question_id", "value")
	SELECT a."questionnaire_id", a."question_id", a."value"
	FROM "portal"."questionnaire_answer" a
	JOIN "portal"."questionnaire" q ON q."id" = a."questionnaire_id" AND q."anonymous"
	ORDER BY a."questionnaire_id", a."question_id", a."value";
--> statement-breakpoint
DELETE FROM "portal"."questionnaire_answer" a
	USING "portal"."questionnaire" q
	WHERE q."id" = a."questionnaire_id" AND q."anonymous";
