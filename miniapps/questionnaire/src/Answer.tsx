import type { Question, QuestionnaireSummary } from '@portal/contracts';
import { failureOf } from '@portal/sdk';
import { Button, TextAreaField, TextField, useLoad } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { type Draft, draftOf, questionOfError, responseOf } from './answers';
import { useEnv } from './env';
import { Loading, QuestionnaireList } from './QuestionnaireList';

/** Route employeeInfo.questionnaire: the open questionnaires, and the form to answer one. */
export function Answer() {
  const [chosen, setChosen] = useState<QuestionnaireSummary>();
  const [round, setRound] = useState(0);
  if (chosen) {
    return (
      <Form
        questionnaire={chosen}
        onDone={() => {
          setChosen(undefined);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return <OpenList key={round} onOpen={setChosen} />;
}

function OpenList({ onOpen }: { onOpen: (q: QuestionnaireSummary) => void }) {
  const { api, t } = useEnv();
  const loaded = useLoad(() => api.open(), [api]);
  return (
    <QuestionnaireList
      id="qn-open"
      title={t.openTitle}
      intro={t.openIntro}
      empty={t.noneOpen}
      action={t.answer}
      loaded={loaded}
      about={(q) => `${t.questions(q.questionCount)} · ${q.anonymous ? t.anonymous : t.named}`}
      onOpen={onOpen}
    />
  );
}

function Form({ questionnaire, onDone }: { questionnaire: QuestionnaireSummary; onDone: () => void }) {
  const { api, t, context } = useEnv();
  const loaded = useLoad(() => api.questions(questionnaire.questionnaireId), [api, questionnaire]);
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const questions = loaded.data ?? [];
  const values = draft ?? draftOf(questions);
  const set = (id: number, value: string) => setDraft({ ...values, [id]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = responseOf(questions, values);
    if (body.answers.length === 0) {
      setMessage(t.nothingAnswered);
      return;
    }
    setBusy(true);
    setMessage('');
    setErrors({});
    try {
      await api.respond(questionnaire.questionnaireId, body);
      context.notify({ kind: 'success', text: t.thanks });
      onDone();
    } catch (error) {
      const failure = failureOf(error);
      if (failure?.code === 'questionnaire_answered') setMessage(t.alreadyAnswered);
      else if (failure?.code === 'questionnaire_closed') setMessage(t.closedNow);
      else if (failure?.status === 400 && failure.errors.length > 0) {
        const marked: Record<number, string> = {};
        for (const e of failure.errors) {
          const id = questionOfError(e.path, body);
          if (id !== undefined) marked[id] = t.invalidAnswer;
        }
        setErrors(marked);
        setMessage(t.invalidAnswer);
      } else setMessage(t.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="qn" aria-labelledby="qn-form">
      <div>
        <Button onClick={onDone}>{t.back}</Button>
      </div>
      <h2 id="qn-form">{questionnaire.title}</h2>
      <p className="qn-note">{questionnaire.anonymous ? t.anonymousNote : t.namedNote}</p>
      <Loading loaded={loaded}>
        <form className="qn-form" onSubmit={submit} noValidate>
          {questions.map((q) => (
            <QuestionField
              key={q.questionId}
              question={q}
              value={values[q.questionId] ?? ''}
              error={errors[q.questionId]}
              onChange={(v) => set(q.questionId, v)}
            />
          ))}
          {message && (
            <p className="qn-error" role="alert">
              {message}
            </p>
          )}
          <div>
            <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
              {busy ? t.submitting : t.submit}
            </Button>
          </div>
        </form>
      </Loading>
    </section>
  );
}

/** One question as the control its data type needs; choices and yes/no as radio groups. */
function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useEnv();
  const hint = question.text ?? undefined;
  switch (question.dataType) {
    case 'choice':
    case 'boolean': {
      const options: ReadonlyArray<readonly [string, string]> =
        question.dataType === 'choice'
          ? Object.entries(question.possibleValues)
          : [
              ['true', t.yes],
              ['false', t.no],
            ];
      return (
        <Choices
          legend={question.questionText}
          hint={hint}
          error={error}
          value={value}
          onChange={onChange}
          options={[...options, ['', t.notAnswered]]}
        />
      );
    }
    case 'text':
      return (
        <TextAreaField
          label={question.questionText}
          hint={hint}
          error={error}
          value={value}
          maxLength={2000}
          rows={3}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return (
        <TextField
          type="date"
          label={question.questionText}
          hint={hint}
          error={error}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          inputMode="decimal"
          label={question.questionText}
          hint={[hint, t.numberHint].filter(Boolean).join(' · ')}
          error={error}
          value={value}
          maxLength={30}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

function Choices({
  legend,
  hint,
  error,
  value,
  options,
  onChange,
}: {
  legend: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="qn-choices" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <small id={`${id}-hint`} className="qn-muted">
          {hint}
        </small>
      )}
      <div className="qn-choices__options">
        {options.map(([key, label]) => (
          <label key={key || 'none'}>
            <input type="radio" name={id} value={key} checked={value === key} onChange={() => onChange(key)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error && (
        <small id={`${id}-error`} className="qn-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
