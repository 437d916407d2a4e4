import { z } from 'zod';

/** Kinds of answer a question takes (spec §3 Question.dataType). */
export const QUESTION_DATA_TYPES = ['text', 'number', 'boolean', 'date', 'choice'] as const;
export type QuestionDataType = (typeof QUESTION_DATA_TYPES)[number];

/** A question with the asking user's current answer, in their language (spec §3 Question). */
export const questionSchema = z.object({
  questionnaireId: z.number().int(),
  questionId: z.number().int(),
  questionText: z.string(),
  dataType: z.enum(QUESTION_DATA_TYPES),
  /** For 'choice': value → label. */
  possibleValues: z.record(z.string(), z.string()),
  answer: z.string().nullable(),
  /** When the answer was given, ISO 8601 in UTC. */
  answerTimestampUtc: z.string().nullable(),
  /** An explanation shown with the question. */
  text: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** An answer to one question (spec §3 Answer); the value is text, checked against the question's type. */
export const answerInputSchema = z.object({
  questionnaireId: z.number().int().optional(),
  questionId: z.number().int().min(1),
  value: z.string().max(2000),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** A questionnaire the person may still answer (issue 21 §7, `GET /api/Questionnaire`). */
export const questionnaireSummarySchema = z.object({
  questionnaireId: z.number().int(),
  title: z.string(),
  /** Answered once, as a whole; the answers are kept without the person's name. */
  anonymous: z.boolean(),
  questionCount: z.number().int(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

/**
 * A questionnaire whose results the person may read (`GET /api/Questionnaire/Results`): those whose
 * results resource they hold, open or closed, with how many have answered so far.
 */
export const questionnaireResultsEntrySchema = z.object({
  questionnaireId: z.number().int(),
  title: z.string(),
  anonymous: z.boolean(),
  active: z.boolean(),
  respondents: z.number().int(),
});
export type QuestionnaireResultsEntry = z.infer<typeof questionnaireResultsEntrySchema>;

/**
 * Answers to several questions of one questionnaire in one request (`POST …/Response`): the way
 * to answer an anonymous questionnaire, once per person. Each question at most once.
 */
export const responseInputSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.number().int().min(1), value: z.string().max(2000) }))
    .min(1)
    .max(200)
    .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
      message: 'each question at most once',
    }),
});
export type ResponseInput = z.infer<typeof responseInputSchema>;

/** Why an anonymous questionnaire's results are withheld: it is still open, or too few answered. */
export const WITHHELD_REASONS = ['open', 'tooFew'] as const;
export type WithheldReason = (typeof WITHHELD_REASONS)[number];

/**
 * The results of a questionnaire for the people responsible for it (issue 21 §7): per question the
 * number of answers, the count per value (choices, yes/no, dates), the average (numbers, numeric
 * choices) and the texts. An anonymous questionnaire shows nothing but its respondents (`withheld`)
 * while it is open (`withheldReason` 'open': two reads one answer apart would differ by exactly that
 * person's answers) and, once closed, while fewer than `minimumRespondents` answered ('tooFew': a
 * result of one or two people is theirs).
 */
export const questionnaireResultSchema = z.object({
  questionnaireId: z.number().int(),
  title: z.string(),
  anonymous: z.boolean(),
  respondents: z.number().int(),
  minimumRespondents: z.number().int(),
  withheld: z.boolean(),
  /** Why `withheld`, so the screen can say when the results will appear; null when they are shown. */
  withheldReason: z.enum(WITHHELD_REASONS).nullable(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      questionText: z.string(),
      dataType: z.enum(QUESTION_DATA_TYPES),
      answers: z.number().int(),
      counts: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
      average: z.number().nullable(),
      texts: z.array(z.string()),
    }),
  ),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;
