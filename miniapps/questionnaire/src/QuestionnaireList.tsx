import { Button, type Loaded, Spinner } from '@portal/ui';
import type { ReactNode } from 'react';
import { useEnv } from './env';

/** One questionnaire in a list: its title, a line about it, and the button that opens it. */
export interface ListedQuestionnaire {
  readonly questionnaireId: number;
  readonly title: string;
}

/** A screen's list of questionnaires: heading, intro, what to say when there are none, one button each. */
export function QuestionnaireList<T extends ListedQuestionnaire>({
  id,
  title,
  intro,
  empty,
  action,
  loaded,
  about,
  onOpen,
}: {
  id: string;
  title: string;
  intro: string;
  empty: string;
  action: string;
  loaded: Loaded<readonly T[]>;
  about: (item: T) => ReactNode;
  onOpen: (item: T) => void;
}) {
  return (
    <section className="qn" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="qn-muted">{intro}</p>
      <Loading loaded={loaded}>
        {loaded.data?.length === 0 && <p>{empty}</p>}
        <ul className="qn-list">
          {loaded.data?.map((item) => (
            <li key={item.questionnaireId} className="qn-item">
              <div>
                <h3>{item.title}</h3>
                <p className="qn-muted">{about(item)}</p>
              </div>
              <Button variant="primary" onClick={() => onOpen(item)} aria-label={`${action}: ${item.title}`}>
                {action}
              </Button>
            </li>
          ))}
        </ul>
      </Loading>
    </section>
  );
}

/** A load's spinner, its failure with a retry, or its content. */
export function Loading({
  loaded,
  children,
}: {
  loaded: { loading: boolean; error: unknown; data: unknown; reload: () => void };
  children: ReactNode;
}) {
  const { t } = useEnv();
  if (loaded.error) {
    return (
      <div className="qn-error" role="alert">
        <p>{t.loadFailed}</p>
        <Button onClick={loaded.reload}>{t.retry}</Button>
      </div>
    );
  }
  if (loaded.data === undefined) return <Spinner label={t.loading} />;
  return <>{children}</>;
}
