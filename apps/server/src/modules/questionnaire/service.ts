import {
  ALL_RESSOURCES,
  type AnswerInput,
  DEFAULT_LOCALE,
  type Locale,
  type Question,
  type QuestionDataType,
  type QuestionnaireResult,
  type QuestionnaireResultsEntry,
  type QuestionnaireSummary,
  type ResponseInput,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { currentUserId, identityOf } from '../../http/guard';
import { forbidden, HttpProblem, invalid, notFound } from '../../http/problem';
import { acceptedValue, EXPECTED } from './answers';
import { exportResult, MINIMUM_RESPONDENTS, summarize, withheldReason } from './results';
import * as store from './store';

const inLanguage = (text: LocalizedText, locale: Locale) => text[locale] ?? text[DEFAULT_LOCALE] ?? '';

/** The value as stored, or 400 naming the field when it does not fit the question. */
function checkedValue(question: store.QuestionRow, value: string, path: string): string {
  const dataType = question.dataType as QuestionDataType;
  const accepted = acceptedValue(dataType, value, Object.keys(question.possibleValues));
  if (accepted === undefined) throw invalid(path, `expected ${EXPECTED[dataType]}`);
  return accepted;
}

/** Whether the caller holds the questionnaire's results resource (none named: nobody reads them). */
function mayReadResults(request: FastifyRequest, questionnaire: store.QuestionnaireRow): boolean {
  const resource = ALL_RESSOURCES.find((r) => r.technicalName === questionnaire.resultsResource);
  return resource !== undefined && identityOf(request).access.granted.has(resource.id);
}

/**
 * Questionnaires (spec §7, issue 21 §7): each user lists the ones open to them, reads the questions
 * with their own answers and answers them. An anonymous questionnaire is answered once, as a whole,
 * and its answers are stored apart from the set of people who answered (see store.addRespondent).
 */
export class QuestionnaireService {
  constructor(private readonly db: Db) {}

  async open(request: FastifyRequest, locale: Locale): Promise<QuestionnaireSummary[]> {
    const open = await store.openFor(this.db, currentUserId(request));
    return open.map((q) => ({
      questionnaireId: q.id,
      title: inLanguage(q.title, locale),
      anonymous: q.anonymous,
      questionCount: q.questionCount,
    }));
  }

  /** Answers to several questions at once: 201 the first time, 200 when a named one replaces earlier answers. */
  async respond(
    request: FastifyRequest,
    questionnaireId: number,
    input: ResponseInput,
  ): Promise<{ created: boolean; anonymous: boolean }> {
    const found = await this.answerable(questionnaireId);
    const questions = new Map((await store.questionsOf(this.db, questionnaireId)).map((q) => [q.questionId, q]));
    const answers = input.answers.map((a, i) => {
      const question = questions.get(a.questionId);
      if (!question) throw invalid(`body.answers.${i}.questionId`, 'no such question in this questionnaire');
      return { questionId: a.questionId, value: checkedValue(question, a.value, `body.answers.${i}.value`) };
    });
    const userId = currentUserId(request);
    if (!found.anonymous) {
      return this.db.transaction(async (tx) => {
        let created = false;
        for (const a of answers)
          created = (await store.saveAnswer(tx, { questionnaireId, userId, ...a })).created || created;
        return { created, anonymous: false };
      });
    }
    // One transaction: the person joins the set of respondents, or nothing is stored.
    await this.db.transaction(async (tx) => {
      if (!(await store.addRespondent(tx, questionnaireId, userId))) {
        throw new HttpProblem(409, 'questionnaire_answered', `questionnaire ${questionnaireId} was answered already`);
      }
      await store.insertAnonymousAnswers(tx, questionnaireId, answers);
    });
    return { created: true, anonymous: true };
  }

  /** The questionnaires whose results the person may read, open or closed, with their respondents so far. */
  async readable(request: FastifyRequest, locale: Locale): Promise<QuestionnaireResultsEntry[]> {
    const found = (await store.allQuestionnaires(this.db)).filter((q) => mayReadResults(request, q));
    return Promise.all(
      found.map(async (q) => ({
        questionnaireId: q.id,
        title: inLanguage(q.title, locale),
        anonymous: q.anonymous,
        active: q.active,
        respondents: await store.respondentCount(this.db, q.id),
      })),
    );
  }

  /**
   * The results, for holders of the questionnaire's results resource only. An anonymous one shows
   * only its respondents while it is open or, once closed, while too few answered (withheldReason).
   */
  async result(request: FastifyRequest, questionnaireId: number, locale: Locale): Promise<QuestionnaireResult> {
    const found = await this.responsibleFor(request, questionnaireId);
    const respondents = await store.respondentCount(this.db, questionnaireId);
    const reason = withheldReason(found, respondents);
    const withheld = reason !== null;
    // Withheld results are not even read: nothing of them can reach a response or a file.
    const counts = withheld ? [] : await store.valueCounts(this.db, questionnaireId);
    const questions = (await store.questionsOf(this.db, questionnaireId)).sort((a, b) => a.position - b.position);
    return {
      questionnaireId,
      title: inLanguage(found.title, locale),
      anonymous: found.anonymous,
      respondents,
      minimumRespondents: found.anonymous ? MINIMUM_RESPONDENTS : 1,
      withheld,
      withheldReason: reason,
      questions: withheld
        ? []
        : questions.map((q) =>
            summarize(
              {
                questionId: q.questionId,
                questionText: inLanguage(q.questionText, locale),
                dataType: q.dataType as QuestionDataType,
                labels: Object.fromEntries(
                  Object.entries(q.possibleValues).map(([v, label]) => [v, inLanguage(label, locale)]),
                ),
              },
              counts.filter((c) => c.questionId === q.questionId),
            ),
          ),
    };
  }

  /**
   * The results as a CSV or XLSX file. A withheld result is refused (409) rather than written as an
   * empty file, which would read as "nobody said anything".
   */
  async exportFile(
    request: FastifyRequest,
    questionnaireId: number,
    format: 'csv' | 'xlsx',
    locale: Locale,
    tag: string,
  ): Promise<{ filename: string; body: string | Buffer; rows: number }> {
    const result = await this.result(request, questionnaireId, locale);
    if (result.withheld) {
      throw new HttpProblem(
        409,
        'questionnaire_results_withheld',
        result.withheldReason === 'open'
          ? `questionnaire ${questionnaireId} is anonymous and still open: its results are published once it is closed`
          : `questionnaire ${questionnaireId} is anonymous and fewer than ${MINIMUM_RESPONDENTS} people answered it`,
      );
    }
    return exportResult(result, format, locale, tag);
  }

  /**
   * Closes the questionnaire for the people responsible for it (its results resource): it takes no
   * more answers, and an anonymous one's results are published (once enough answered). There is no
   * reopening an anonymous one (migration 0059); closing a closed one changes nothing.
   */
  async close(request: FastifyRequest, questionnaireId: number): Promise<void> {
    await this.responsibleFor(request, questionnaireId);
    await store.closeQuestionnaire(this.db, questionnaireId);
  }

  /** The questionnaire, when the caller holds its results resource: else 403, and 404 when there is none. */
  private async responsibleFor(request: FastifyRequest, questionnaireId: number): Promise<store.QuestionnaireRow> {
    const found = await store.findQuestionnaire(this.db, questionnaireId);
    if (!found) throw notFound('questionnaire');
    if (!mayReadResults(request, found)) {
      throw forbidden(`the results of questionnaire ${questionnaireId} are for the people responsible for it`);
    }
    return found;
  }

  private async answerable(questionnaireId: number): Promise<store.QuestionnaireRow> {
    const found = await store.findQuestionnaire(this.db, questionnaireId);
    if (!found) throw notFound('questionnaire');
    if (!found.active) throw new HttpProblem(409, 'questionnaire_closed', `questionnaire ${questionnaireId} is closed`);
    return found;
  }

  async questions(request: FastifyRequest, questionnaireId: number, locale: Locale): Promise<Question[]> {
    const found = await store.questionsWithAnswers(this.db, questionnaireId, currentUserId(request));
    if (found.length === 0) throw notFound('questionnaire');
    return found.map(({ question, value, answeredAt }) => {
      const explanation = inLanguage(question.text, locale);
      return {
        questionnaireId: question.questionnaireId,
        questionId: question.questionId,
        questionText: inLanguage(question.questionText, locale),
        dataType: question.dataType as QuestionDataType,
        possibleValues: Object.fromEntries(
          Object.entries(question.possibleValues).map(([v, label]) => [v, inLanguage(label, locale)]),
        ),
        answer: value,
        answerTimestampUtc: answeredAt ? answeredAt.toISOString() : null,
        text: explanation || null,
      };
    });
  }

  async answer(
    request: FastifyRequest,
    questionnaireId: number,
    input: AnswerInput,
  ): Promise<{ id: string; created: boolean }> {
    if (input.questionnaireId !== undefined && input.questionnaireId !== questionnaireId) {
      throw invalid('body.questionnaireId', 'differs from the questionnaire in the address');
    }
    const found = await this.answerable(questionnaireId);
    const question = await store.findQuestion(this.db, questionnaireId, input.questionId);
    if (!question) throw notFound('question');
    const value = checkedValue(question, input.value, 'body.value');
    if (found.anonymous) {
      throw new HttpProblem(
        409,
        'questionnaire_anonymous',
        `questionnaire ${questionnaireId} is anonymous: answer it as a whole with POST …/Response`,
      );
    }
    return store.saveAnswer(this.db, {
      questionnaireId,
      questionId: question.questionId,
      userId: currentUserId(request),
      value,
    });
  }
}
