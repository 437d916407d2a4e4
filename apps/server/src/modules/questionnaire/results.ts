import type { Locale, QuestionDataType, QuestionnaireResult, WithheldReason } from '@portal/contracts';
import { toCsv } from '../../exports/csv';
import { type SheetColumn, sheet, toXlsx } from '../../exports/xlsx';
import { type ServerTextKey, serverText } from '../../i18n';

/** Below this many respondents an anonymous questionnaire's results would tell what one person said. */
export const MINIMUM_RESPONDENTS = 3;

/**
 * Why an anonymous questionnaire's results are not shown, or null when they may be. While it is
 * open, a reader who reads them after each new answer learns from the difference of two reads
 * exactly what the newest respondent said, however many answered before: so an anonymous result
 * is published only once, after closing, when no further answer can be set apart from the rest.
 * A named questionnaire tells who answered anyway and is shown live.
 */
export function withheldReason(
  questionnaire: { anonymous: boolean; active: boolean },
  respondents: number,
): WithheldReason | null {
  if (!questionnaire.anonymous) return null;
  if (questionnaire.active) return 'open';
  return respondents < MINIMUM_RESPONDENTS ? 'tooFew' : null;
}

type ResultQuestion = QuestionnaireResult['questions'][number];

/** One question's answers summed up: counts per value, the average of numbers, the texts. */
export function summarize(
  question: { questionId: number; questionText: string; dataType: QuestionDataType; labels: Record<string, string> },
  counts: readonly { value: string; count: number }[],
): ResultQuestion {
  const answers = counts.reduce((sum, c) => sum + c.count, 0);
  const numeric = counts.every((c) => Number.isFinite(Number(c.value)));
  const averaged = question.dataType === 'number' || (question.dataType === 'choice' && numeric);
  const total = counts.reduce((sum, c) => sum + Number(c.value) * c.count, 0);
  const counted = question.dataType === 'choice' || question.dataType === 'boolean' || question.dataType === 'date';
  // Every choice appears, also those nobody chose, in the question's order.
  const choices =
    question.dataType === 'choice'
      ? Object.keys(question.labels).map((value) => ({
          value,
          label: question.labels[value] ?? value,
          count: counts.find((c) => c.value === value)?.count ?? 0,
        }))
      : counts.map((c) => ({ value: c.value, label: question.labels[c.value] ?? c.value, count: c.count }));
  return {
    questionId: question.questionId,
    questionText: question.questionText,
    dataType: question.dataType,
    answers,
    counts: counted ? choices : [],
    average: averaged && answers > 0 ? Math.round((total / answers) * 100) / 100 : null,
    texts: question.dataType === 'text' ? counts.flatMap((c) => Array<string>(c.count).fill(c.value)) : [],
  };
}

interface ResultLine {
  question: string;
  answer: string;
  count: number | null;
  average: number | null;
}

/** A date answer as the reader's site writes it (`29.02.2024` on /de/de), so a spreadsheet reads it as a date. */
const dayWriter = (tag: string) => {
  const format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

function lines(result: QuestionnaireResult, tag: string): ResultLine[] {
  const day = dayWriter(tag);
  return result.questions.flatMap((q) => [
    ...q.counts.map((c) => ({
      question: q.questionText,
      answer: q.dataType === 'date' ? day(c.value) : c.label,
      count: c.count,
      average: null,
    })),
    ...(q.average !== null ? [{ question: q.questionText, answer: 'Ø', count: q.answers, average: q.average }] : []),
    ...q.texts.map((t) => ({ question: q.questionText, answer: t, count: null, average: null })),
  ]);
}

/** The file's columns, headed in the reader's language (namespace `questionnaire`). */
function columns(locale: Locale): SheetColumn<ResultLine>[] {
  const say = (key: ServerTextKey<'questionnaire'>) => serverText('questionnaire', locale, key);
  return [
    { header: say('results.question'), value: (l) => l.question, width: 50 },
    { header: say('results.answer'), value: (l) => l.answer, width: 40 },
    { header: say('results.count'), value: (l) => l.count, width: 10 },
    { header: say('results.average'), value: (l) => l.average, width: 14, numFmt: '0.00' },
  ];
}

/** The results as CSV (numbers as the reader's site writes them) or XLSX, one line per value, words in the reader's language. */
export async function exportResult(
  result: QuestionnaireResult,
  format: 'csv' | 'xlsx',
  locale: Locale,
  tag: string,
): Promise<{ filename: string; body: string | Buffer; rows: number }> {
  const filename = `${serverText('questionnaire', locale, 'results.fileName', { title: result.title })}.${format}`;
  const rows = lines(result, tag);
  const heads = columns(locale);
  if (format === 'csv') return { filename, body: toCsv(heads, rows, tag), rows: rows.length };
  const preface = [
    serverText('questionnaire', locale, 'results.preface', { title: result.title, count: result.respondents }),
  ];
  return {
    filename,
    body: await toXlsx([
      sheet({ name: serverText('questionnaire', locale, 'results.sheet'), preface, columns: heads, rows }),
    ]),
    rows: rows.length,
  };
}
