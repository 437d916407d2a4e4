-- Questionnaires (spec §3 Question, Answer; §7 /api/Questionnaire): questions with their data
-- type and choices, and each user's current answer per question. Matches
-- apps/server/src/db/schema/questionnaire.ts.
CREATE TABLE "portal"."questionnaire_question" (
	"questionnaire_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"data_type" text NOT NULL,
	"question_text" jsonb NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"possible_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "questionnaire_question_pk" PRIMARY KEY ("questionnaire_id", "question_id"),
	CONSTRAINT "questionnaire_question_data_type_known" CHECK ("portal"."questionnaire_question"."data_type" in ('text', 'number', 'boolean', 'date', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "portal"."questionnaire_answer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "portal"."portal_user"("id") ON DELETE CASCADE,
	"value" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answer_question_fk" FOREIGN KEY ("questionnaire_id", "question_id") REFERENCES "portal"."questionnaire_question"("questionnaire_id", "question_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answer_one_per_user" ON "portal"."questionnaire_answer" USING btree ("user_id", "questionnaire_id", "question_id");
