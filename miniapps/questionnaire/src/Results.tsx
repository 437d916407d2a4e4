import type { QuestionnaireResult, QuestionnaireResultsEntry } from '@portal/contracts';
import { saveBlob } from '@portal/sdk';
import { Button, ConfirmDialog, TableRegion, useLoad } from '@portal/ui';
import { useId, useState } from 'react';
import { shareOf } from './answers';
import { useEnv } from './env';
import { Loading, QuestionnaireList } from './QuestionnaireList';
import { fill } from './texts';

/** Route employeeInfo.questionnaireResults: the questionnaires one is responsible for, and each one's results. */
export function Results() {
  const [chosen, setChosen] = useState<QuestionnaireResultsEntry>();
  return chosen ? <Result entry={chosen} onBack={() => setChosen(undefined)} /> : <ResultList onOpen={setChosen} />;
}

function ResultList({ onOpen }: { onOpen: (entry: QuestionnaireResultsEntry) => void }) {
  const { api, t } = useEnv();
  const loaded = useLoad(() => api.readable(), [api]);
  return (
    <QuestionnaireList
      id="qn-results"
      title={t.resultsTitle}
      intro={t.resultsIntro}
      empty={t.noResults}
      action={t.showResults}
      loaded={loaded}
      about={(q) =>
        `${t.respondents(q.respondents)} · ${q.anonymous ? t.anonymous : t.named} · ${q.active ? t.open : t.closed}`
      }
      onOpen={onOpen}
    />
  );
}

function Result({ entry, onBack }: { entry: QuestionnaireResultsEntry; onBack: () => void }) {
  const { api, t, context } = useEnv();
  // Closing changes what the result shows (an anonymous one's results appear): read it again then.
  const [active, setActive] = useState(entry.active);
  const loaded = useLoad(() => api.result(entry.questionnaireId), [api, entry, active]);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | 'close'>();
  const [confirming, setConfirming] = useState(false);
  const close = async () => {
    setConfirming(false);
    setBusy('close');
    try {
      await api.close(entry.questionnaireId);
      setActive(false);
      context.notify({ kind: 'success', text: t.closedDone });
    } catch {
      context.notify({ kind: 'error', text: t.closeFailed });
    } finally {
      setBusy(undefined);
    }
  };
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const file = await api.exportResult(entry.questionnaireId, format);
      saveBlob(file.blob, file.name);
      context.notify({ kind: 'success', text: fill(t.downloaded, { name: file.name }) });
    } catch {
      context.notify({ kind: 'error', text: t.downloadFailed });
    } finally {
      setBusy(undefined);
    }
  };
  const result = loaded.data;
  return (
    <section className="qn" aria-labelledby="qn-result">
      <div>
        <Button onClick={onBack}>{t.back}</Button>
      </div>
      <h2 id="qn-result">{entry.title}</h2>
      <Loading loaded={loaded}>
        {result && (
          <>
            <p>
              {t.respondents(result.respondents)} · {result.anonymous ? t.anonymous : t.named} ·{' '}
              {active ? t.open : t.closed}
            </p>
            {active && (
              <div className="qn-toolbar">
                <Button onClick={() => setConfirming(true)} disabled={busy !== undefined} aria-busy={busy === 'close'}>
                  {t.closeQuestionnaire}
                </Button>
              </div>
            )}
            <ConfirmDialog
              open={confirming}
              title={t.closeTitle}
              message={t.closeMessage}
              confirmLabel={t.closeQuestionnaire}
              cancelLabel={t.cancel}
              onConfirm={() => void close()}
              onCancel={() => setConfirming(false)}
            />
            {result.withheld ? (
              // Says why, and so when: at closing, or (closed with too few answers) never.
              <p className="qn-note">
                {fill(result.withheldReason === 'open' ? t.withheldOpen : t.withheldTooFew, {
                  minimum: result.minimumRespondents,
                })}
              </p>
            ) : (
              <>
                <div className="qn-toolbar">
                  {(['csv', 'xlsx'] as const).map((format) => (
                    <Button
                      key={format}
                      onClick={() => void download(format)}
                      disabled={busy !== undefined}
                      aria-busy={busy === format}
                    >
                      {format === 'csv' ? t.exportCsv : t.exportXlsx}
                    </Button>
                  ))}
                </div>
                {result.questions.map((q) => (
                  <QuestionResult key={q.questionId} question={q} />
                ))}
              </>
            )}
          </>
        )}
      </Loading>
    </section>
  );
}

function QuestionResult({ question }: { question: QuestionnaireResult['questions'][number] }) {
  const { t, intl } = useEnv();
  const headingId = useId();
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 });
  const label = (value: string) =>
    question.dataType === 'boolean' ? (value === 'true' ? t.yes : value === 'false' ? t.no : value) : value;
  return (
    <article className="qn-question" aria-labelledby={headingId}>
      <h3 id={headingId}>{question.questionText}</h3>
      <p className="qn-muted">{t.answersOf(question.answers)}</p>
      {question.answers === 0 && <p>{t.noAnswers}</p>}
      {question.counts.length > 0 && question.answers > 0 && (
        <TableRegion labelledBy={headingId}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.value}</th>
                <th scope="col" className="qn-num">
                  {t.count}
                </th>
                <th scope="col" className="qn-num">
                  {t.share}
                </th>
              </tr>
            </thead>
            <tbody>
              {question.counts.map((c) => {
                const share = shareOf(c.count, question.answers);
                return (
                  <tr key={c.value}>
                    <th scope="row">
                      {question.dataType === 'choice' ? c.label : label(c.value)}
                      {/* The bar repeats the share for the eye; the number beside it is what is read out. */}
                      <span className="qn-bar" aria-hidden="true">
                        <span style={{ width: `${Math.round(share * 100)}%` }} />
                      </span>
                    </th>
                    <td className="qn-num">{c.count}</td>
                    <td className="qn-num">{percent.format(share)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      )}
      {question.average !== null && <p>{fill(t.average, { value: number.format(question.average) })}</p>}
      {question.texts.length > 0 && (
        <>
          <h4>{t.textAnswers}</h4>
          <ul className="qn-texts">
            {question.texts.map((text, i) => (
              // Free texts repeat; their place in the list is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={i}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
