import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { portal, portalUser } from './portal';

/** Texts of a question in the portal's languages ({ de, en, … }); German is the fallback. */
export type LocalizedText = Partial<Record<string, string>>;

/**
 * A questionnaire (issue 21 §7): its title, whether it takes answers, and whether it is anonymous.
 * An anonymous one is answered once, as a whole; its answers carry no user and no time.
 */
export const questionnaire = portal.table('questionnaire', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull().default({}),
  active: boolean('active').notNull().default(true),
  anonymous: boolean('anonymous').notNull().default(false),
  /** The technical name of the resource whose holders read the results; null: nobody. */
  resultsResource: text('results_resource'),
});

/** A question of a questionnaire (spec §3 Question), in the order `position` gives. */
export const questionnaireQuestion = portal.table(
  'questionnaire_question',
  {
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
    /** 'text', 'number', 'boolean', 'date' or 'choice'. */
    dataType: text('data_type').notNull(),
    questionText: jsonb('question_text').$type<LocalizedText>().notNull(),
    /** An explanation shown with the question. */
    text: jsonb('text').$type<LocalizedText>().notNull().default({}),
    /** For 'choice': value → label in each language. */
    possibleValues: jsonb('possible_values').$type<Record<string, LocalizedText>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ name: 'questionnaire_question_pk', columns: [t.questionnaireId, t.questionId] }),
    check(
      'questionnaire_question_data_type_known',
      sql`${t.dataType} in ('text', 'number', 'boolean', 'date', 'choice')`,
    ),
  ],
);

/** A user's current answer to one question (spec §3 Answer); answering again replaces it. */
export const questionnaireAnswer = portal.table(
  'questionnaire_answer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: integer('questionnaire_id').notNull(),
    questionId: integer('question_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'questionnaire_answer_question_fk',
      columns: [t.questionnaireId, t.questionId],
      foreignColumns: [questionnaireQuestion.questionnaireId, questionnaireQuestion.questionId],
    }).onDelete('cascade'),
    uniqueIndex('questionnaire_answer_one_per_user').on(t.userId, t.questionnaireId, t.questionId),
  ],
);

/**
 * Who has answered an anonymous questionnaire, as a set: one row per questionnaire whose user ids
 * are kept sorted, so neither row order nor transaction ids tell who answered when.
 */
export const questionnaireRespondents = portal.table('questionnaire_respondents', {
  questionnaireId: integer('questionnaire_id')
    .primaryKey()
    .references(() => questionnaire.id, { onDelete: 'cascade' }),
  userIds: uuid('user_ids').array().notNull().default([]),
});

/** An answer to a question of an anonymous questionnaire: the value only, no user, no time. */
export const questionnaireAnonymousAnswer = portal.table(
  'questionnaire_anonymous_answer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: integer('questionnaire_id').notNull(),
    questionId: integer('question_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'questionnaire_anonymous_answer_question_fk',
      columns: [t.questionnaireId, t.questionId],
      foreignColumns: [questionnaireQuestion.questionnaireId, questionnaireQuestion.questionId],
    }).onDelete('cascade'),
    index('questionnaire_anonymous_answer_question').on(t.questionnaireId, t.questionId),
  ],
);
