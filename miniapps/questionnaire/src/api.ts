import type {
  Question,
  QuestionnaireResult,
  QuestionnaireResultsEntry,
  QuestionnaireSummary,
  ResponseInput,
} from '@portal/contracts';
import { filenameFrom, type HttpClient } from '@portal/sdk';

/** The questionnaire calls of the portal API (docs/questionnaire.md), one function each. */
export function questionnaireApi(http: HttpClient, locale: string, country: string) {
  const one = (id: number) => `/api/Questionnaire/${id}`;
  return {
    open: () => http.get<QuestionnaireSummary[]>('/api/Questionnaire', { query: { locale } }),
    questions: (id: number) => http.get<Question[]>(`${one(id)}/Question`, { query: { locale } }),
    respond: (id: number, body: ResponseInput) => http.post<unknown>(`${one(id)}/Response`, body),
    readable: () => http.get<QuestionnaireResultsEntry[]>('/api/Questionnaire/Results', { query: { locale } }),
    result: (id: number) => http.get<QuestionnaireResult>(`${one(id)}/Result`, { query: { locale } }),
    /** Closes the questionnaire (the people responsible for it only): no more answers, no reopening. */
    close: (id: number) => http.post<unknown>(`${one(id)}/Close`, {}),
    /** The results as a file, numbers written as the reader's site writes them; answers the blob and its name. */
    exportResult: async (id: number, format: 'csv' | 'xlsx') => {
      const response = await http.requestWithHeaders<Blob | string>('GET', `${one(id)}/Result`, {
        query: { format, locale, country },
        headers: { accept: '*/*' },
      });
      // The client hands text/* answers over as text (without the BOM): the file gets it back, so
      // a spreadsheet program reads it as UTF-8.
      const body: unknown = response.body;
      const blob =
        body instanceof Blob ? body : new Blob([`\uFEFF${String(body)}`], { type: 'text/csv;charset=utf-8' });
      return {
        blob,
        name: filenameFrom(response.headers.get('content-disposition'), `questionnaire-${id}.${format}`),
      };
    },
  };
}

export type QuestionnaireApi = ReturnType<typeof questionnaireApi>;
