import type { Question, ResponseInput } from '@portal/contracts';

/** What the form holds per question: the text as typed or chosen; empty means not answered. */
export type Draft = Readonly<Record<number, string>>;

/** The form's starting values: the person's earlier answers (named questionnaires only), else empty. */
export function draftOf(questions: readonly Question[]): Draft {
  return Object.fromEntries(questions.map((q) => [q.questionId, q.answer ?? '']));
}

/** The answers to send: every question with something in it, trimmed; unanswered questions stay out. */
export function responseOf(questions: readonly Question[], draft: Draft): ResponseInput {
  return {
    answers: questions
      .map((q) => ({ questionId: q.questionId, value: (draft[q.questionId] ?? '').trim() }))
      .filter((a) => a.value !== ''),
  };
}

/** The question a server's field error names (`body.answers.N.value`), by the answers that were sent. */
export function questionOfError(path: string, sent: ResponseInput): number | undefined {
  const match = /^body\.answers\.(\d+)\./.exec(path);
  return match ? sent.answers[Number(match[1])]?.questionId : undefined;
}

/** Each count's share of all answers, in whole percent. */
export const shareOf = (count: number, total: number) => (total > 0 ? count / total : 0);
