import { type AnswerInput, DEFAULT_LOCALE, type Locale, type Question, type QuestionDataType } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { currentUserId } from '../../http/guard';
import { invalid, notFound } from '../../http/problem';
import { acceptedValue, EXPECTED } from './answers';
import * as store from './store';

const inLanguage = (text: LocalizedText, locale: Locale) => text[locale] ?? text[DEFAULT_LOCALE] ?? '';

/** Questionnaires (spec §7): each user reads the questions with their own answers and answers them. */
export class QuestionnaireService {
  constructor(private readonly db: Db) {}

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
    const question = await store.findQuestion(this.db, questionnaireId, input.questionId);
    if (!question) throw notFound('question');
    const dataType = question.dataType as QuestionDataType;
    const value = acceptedValue(dataType, input.value, Object.keys(question.possibleValues));
    if (value === undefined) throw invalid('body.value', `expected ${EXPECTED[dataType]}`);
    return store.saveAnswer(this.db, {
      questionnaireId,
      questionId: question.questionId,
      userId: currentUserId(request),
      value,
    });
  }
}
