import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows, type Tx } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import {
  questionnaire,
  questionnaireAnonymousAnswer,
  questionnaireAnswer,
  questionnaireQuestion,
} from '../../db/schema';

export type QuestionRow = typeof questionnaireQuestion.$inferSelect;
export type QuestionnaireRow = typeof questionnaire.$inferSelect;

export async function findQuestionnaire(db: DbOrTx, questionnaireId: number): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.select().from(questionnaire).where(eq(questionnaire.id, questionnaireId));
  return row;
}

export async function allQuestionnaires(db: DbOrTx): Promise<QuestionnaireRow[]> {
  return db.select().from(questionnaire).orderBy(asc(questionnaire.id));
}

/**
 * The active questionnaires with questions that this user has not answered yet: an anonymous one
 * until they are in its set of respondents, another until each of its questions has their answer.
 */
export async function openFor(db: DbOrTx, userId: string) {
  return rows<{ id: number; title: LocalizedText; anonymous: boolean; questionCount: number }>(
    db,
    sql`select q.id, q.title, q.anonymous, count(*)::int as "questionCount"
        from portal.questionnaire q
        join portal.questionnaire_question qq on qq.questionnaire_id = q.id
        left join portal.questionnaire_answer a
          on a.questionnaire_id = qq.questionnaire_id and a.question_id = qq.question_id and a.user_id = ${userId}
        where q.active
          and not exists (select 1 from portal.questionnaire_respondents r
                          where r.questionnaire_id = q.id and ${userId}::uuid = any(r.user_ids))
        group by q.id
        having count(a.id) < count(*)
        order by q.id`,
  );
}

/** The questions in order, each with this user's answer when there is one. */
export async function questionsWithAnswers(db: DbOrTx, questionnaireId: number, userId: string) {
  return db
    .select({
      question: questionnaireQuestion,
      value: questionnaireAnswer.value,
      answeredAt: questionnaireAnswer.answeredAt,
    })
    .from(questionnaireQuestion)
    .leftJoin(
      questionnaireAnswer,
      and(
        eq(questionnaireAnswer.questionnaireId, questionnaireQuestion.questionnaireId),
        eq(questionnaireAnswer.questionId, questionnaireQuestion.questionId),
        eq(questionnaireAnswer.userId, userId),
      ),
    )
    .where(eq(questionnaireQuestion.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireQuestion.position));
}

export async function questionsOf(db: DbOrTx, questionnaireId: number): Promise<QuestionRow[]> {
  return db.select().from(questionnaireQuestion).where(eq(questionnaireQuestion.questionnaireId, questionnaireId));
}

export async function findQuestion(db: DbOrTx, questionnaireId: number, questionId: number) {
  const [row] = await db
    .select()
    .from(questionnaireQuestion)
    .where(
      and(eq(questionnaireQuestion.questionnaireId, questionnaireId), eq(questionnaireQuestion.questionId, questionId)),
    );
  return row;
}

/**
 * Sets the user's answer to a question in one statement: the first answer makes the row, a later
 * one replaces its value. The answer keeps its id, so a repeated request changes nothing more.
 */
export async function saveAnswer(
  db: DbOrTx,
  answer: { questionnaireId: number; questionId: number; userId: string; value: string },
): Promise<{ id: string; created: boolean }> {
  const [row] = await rows<{ id: string; created: boolean }>(
    db,
    sql`insert into portal.questionnaire_answer (questionnaire_id, question_id, user_id, value)
        values (${answer.questionnaireId}, ${answer.questionId}, ${answer.userId}, ${answer.value})
        on conflict (user_id, questionnaire_id, question_id)
        do update set value = excluded.value, answered_at = now()
        returning id, (xmax = 0) as created`,
  );
  return row!;
}

/**
 * Adds the user to the questionnaire's set of respondents, kept sorted so that the row tells who,
 * never in which order. False when they are in it already: the caller's transaction then stops.
 */
export async function addRespondent(tx: Tx, questionnaireId: number, userId: string): Promise<boolean> {
  const added = await rows(
    tx,
    sql`insert into portal.questionnaire_respondents as r (questionnaire_id, user_ids)
        values (${questionnaireId}, array[${userId}::uuid])
        on conflict (questionnaire_id) do update
          set user_ids = (select array_agg(u order by u) from unnest(r.user_ids || excluded.user_ids) as u)
          where not (${userId}::uuid = any(r.user_ids))
        returning 1`,
  );
  return added.length > 0;
}

/** Values without user and time, in the order of the questions rather than of the request. */
export async function insertAnonymousAnswers(
  tx: Tx,
  questionnaireId: number,
  answers: readonly { questionId: number; value: string }[],
): Promise<void> {
  const ordered = [...answers].sort((a, b) => a.questionId - b.questionId);
  await tx
    .insert(questionnaireAnonymousAnswer)
    .values(ordered.map((a) => ({ questionnaireId, questionId: a.questionId, value: a.value })));
}

/** How many gave each value to each question, named and anonymous answers alike. */
export async function valueCounts(db: DbOrTx, questionnaireId: number) {
  return rows<{ questionId: number; value: string; count: number }>(
    db,
    sql`select question_id as "questionId", value, count(*)::int as count
        from (select question_id, value from portal.questionnaire_answer where questionnaire_id = ${questionnaireId}
              union all
              select question_id, value from portal.questionnaire_anonymous_answer
              where questionnaire_id = ${questionnaireId}) answers
        group by question_id, value
        order by question_id, count(*) desc, value`,
  );
}

/** How many people answered: the set's size, or the people with a named answer. */
export async function respondentCount(db: DbOrTx, questionnaireId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select (coalesce((select cardinality(user_ids) from portal.questionnaire_respondents
                          where questionnaire_id = ${questionnaireId}), 0)
              + (select count(distinct user_id) from portal.questionnaire_answer
                 where questionnaire_id = ${questionnaireId}))::int as n`,
  );
  return row!.n;
}

/** Closes a questionnaire: it takes no more answers. Closing a closed one changes nothing. */
export async function closeQuestionnaire(db: DbOrTx, questionnaireId: number): Promise<void> {
  await db.execute(sql`update portal.questionnaire set active = false where id = ${questionnaireId} and active`);
}
