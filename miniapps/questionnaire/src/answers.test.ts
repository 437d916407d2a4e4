import type { Question } from '@portal/contracts';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, questionOfError, responseOf } from './answers';
import { loadAllTexts } from './texts';

const question = (questionId: number, answer: string | null = null): Question => ({
  questionnaireId: 1,
  questionId,
  questionText: `Frage ${questionId}`,
  dataType: 'text',
  possibleValues: {},
  answer,
  answerTimestampUtc: null,
  text: null,
});

describe('the answer form', () => {
  it('starts from the person’s earlier answers and sends only what was filled in, trimmed', () => {
    const questions = [question(1, 'ja'), question(2), question(3)];
    const draft = { ...draftOf(questions), 3: '  Mehr Salat ' };
    expect(draftOf(questions)).toEqual({ 1: 'ja', 2: '', 3: '' });
    expect(responseOf(questions, draft)).toEqual({
      answers: [
        { questionId: 1, value: 'ja' },
        { questionId: 3, value: 'Mehr Salat' },
      ],
    });
  });

  it('finds the question a server error names by the position in what was sent', () => {
    const sent = {
      answers: [
        { questionId: 4, value: 'x' },
        { questionId: 7, value: 'y' },
      ],
    };
    expect(questionOfError('body.answers.1.value', sent)).toBe(7);
    expect(questionOfError('body.answers', sent)).toBeUndefined();
  });

  it('has every text in every language, with plural forms that name the count', async () => {
    const texts = await loadAllTexts();
    for (const locale of LOCALES) {
      expect(texts[locale].questions(3), locale).toContain('3');
      expect(texts[locale].respondents(1), locale).toContain('1');
      expect(texts[locale].withheldOpen, locale).toContain('{minimum}');
      expect(texts[locale].withheldTooFew, locale).toContain('{minimum}');
      if (locale !== 'de') expect(texts[locale].anonymousNote).not.toBe(texts.de.anonymousNote);
    }
  });
});
