import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client';
import { questionnaireAnswer, questionnaireQuestion } from '../../db/schema';

export type QuestionRow = typeof questionnaireQuestion.$inferSelect;

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
