import type { ArticleInput, Canteen, PortalArticle } from '@portal/contracts';
import { Button, CheckboxField, ConfirmDialog, Dialog, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import type { Versioned } from './api';
import { LoadState, useEnv, useLoad, useMoney } from './common';
import { normalisePrice } from './money';
import { asFailure, messageFor } from './problems';
import { fill } from './texts';

/** Articles and default articles of one canteen: create, edit (If-Match), delete. */
export function Articles({ canteen, onChanged }: { canteen: Canteen; onChanged: () => void }) {
  const { t, api } = useEnv();
  const loaded = useLoad(() => api.articles(canteen.applicationId), [api, canteen.applicationId]);
  const [editing, setEditing] = useState<{ article?: Versioned<PortalArticle> } | undefined>();
  const [deleting, setDeleting] = useState<PortalArticle>();
  const { context } = useEnv();
  const articles = loaded.data ?? [];
  const changed = () => {
    loaded.reload();
    onChanged();
  };

  const open = async (article: PortalArticle) => {
    try {
      setEditing({ article: await api.article(canteen.applicationId, article.id) });
    } catch (error) {
      context.notify({ kind: 'error', text: messageFor(error, t) });
      loaded.reload();
    }
  };

  return (
    <section aria-labelledby="cn-articles" className="cn">
      <div className="cn-card__head">
        <h3 id="cn-articles">{t.articlesTitle}</h3>
        <Button variant="primary" onClick={() => setEditing({})}>
          {t.newArticle}
        </Button>
      </div>
      <LoadState loaded={loaded}>
        <ArticleTable
          title={t.defaultArticlesTitle}
          hint={t.defaultArticlesHint}
          articles={articles.filter((a) => a.isDefault)}
          onEdit={open}
          onDelete={setDeleting}
        />
        <ArticleTable
          title={t.articlesTitle}
          articles={articles.filter((a) => !a.isDefault)}
          onEdit={open}
          onDelete={setDeleting}
        />
      </LoadState>
      {editing && (
        <ArticleDialog
          canteen={canteen}
          article={editing.article}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            changed();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t.confirmDeleteArticleTitle}
        message={fill(t.confirmDeleteArticle, { name: deleting?.name ?? '' })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        onCancel={() => setDeleting(undefined)}
        onConfirm={async () => {
          const article = deleting;
          setDeleting(undefined);
          if (!article) return;
          try {
            await api.deleteArticle(canteen.applicationId, article.id);
            context.notify({ kind: 'success', text: fill(t.articleDeleted, { name: article.name }) });
          } catch (error) {
            context.notify({ kind: 'error', text: messageFor(error, t) });
          }
          changed();
        }}
      />
    </section>
  );
}

function ArticleTable({
  title,
  hint,
  articles,
  onEdit,
  onDelete,
}: {
  title: string;
  hint?: string;
  articles: readonly PortalArticle[];
  onEdit: (article: PortalArticle) => void;
  onDelete: (article: PortalArticle) => void;
}) {
  const { t } = useEnv();
  const money = useMoney();
  const id = useId();
  return (
    <div>
      <h4 id={id}>{title}</h4>
      {hint && <p className="cn-muted">{hint}</p>}
      {articles.length === 0 ? (
        <p>{t.noArticles}</p>
      ) : (
        <div className="cn-table-box">
          <table className="p-table" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col" className="cn-num">
                  {fill(t.price, { currency: articles[0]?.currency ?? '' })}
                </th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id}>
                  <th scope="row">
                    {article.name}
                    {article.description && (
                      <>
                        <br />
                        <span className="cn-muted">{article.description}</span>
                      </>
                    )}
                  </th>
                  <td className="cn-num">{money(article.articlePrice, article.currency)}</td>
                  <td>
                    <div className="cn-actions">
                      <Button
                        icon="pencil"
                        aria-label={fill(t.editWhat, { what: article.name })}
                        onClick={() => onEdit(article)}
                      >
                        <span className="cn-hide-narrow">{t.edit}</span>
                      </Button>
                      <Button
                        icon="trash"
                        aria-label={fill(t.deleteWhat, { what: article.name })}
                        onClick={() => onDelete(article)}
                      >
                        <span className="cn-hide-narrow">{t.delete}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** New or edit. An edit sends the version it read; if someone saved in between, the server says 412. */
function ArticleDialog({
  canteen,
  article,
  onClose,
  onSaved,
}: {
  canteen: Canteen;
  article: Versioned<PortalArticle> | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, api, context } = useEnv();
  const money = useMoney();
  const formId = useId();
  const [name, setName] = useState(article?.value.name ?? '');
  const [description, setDescription] = useState(article?.value.description ?? '');
  const [price, setPrice] = useState(article?.value.articlePrice ?? '');
  const [isDefault, setIsDefault] = useState(article?.value.isDefault ?? false);
  const [etag, setEtag] = useState(article?.etag ?? '');
  const [conflict, setConflict] = useState<PortalArticle>();
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const normalised = normalisePrice(price);
  const nameError = tried && !name.trim() ? t.nameRequired : undefined;
  const priceError = tried && !normalised ? t.priceInvalid : undefined;

  const save = async () => {
    setTried(true);
    if (!name.trim() || !normalised) return;
    const body: ArticleInput = { name: name.trim(), description, articlePrice: normalised, isDefault };
    setBusy(true);
    setProblem(undefined);
    try {
      if (article) {
        await api.updateArticle(canteen.applicationId, article.value.id, body, etag);
        context.notify({ kind: 'success', text: fill(t.articleSaved, { name: body.name }) });
      } else {
        await api.createArticle(canteen.applicationId, body);
        context.notify({ kind: 'success', text: fill(t.articleCreated, { name: body.name }) });
      }
      onSaved();
    } catch (error) {
      const failure = asFailure(error);
      if (article && (failure?.code === 'precondition_failed' || failure?.code === 'precondition_required')) {
        // Someone saved in between: show what is stored now, keep what this user typed, and take
        // the new version so that saving again is a deliberate overwrite.
        try {
          const fresh = await api.article(canteen.applicationId, article.value.id);
          setConflict(fresh.value);
          setEtag(fresh.etag);
        } catch (reload) {
          setProblem(messageFor(reload, t));
        }
      }
      const text = messageFor(error, t, {
        fields: {
          'body.name': t.name,
          'body.description': t.description,
          'body.articlePrice': fill(t.price, { currency: canteen.currency }),
        },
      });
      setProblem(text);
      context.notify({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={article ? t.editArticle : t.newArticle}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {busy ? t.saving : t.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {conflict && (
          <div className="cn-conflict" role="alert">
            <p>{t.errConflict}</p>
            <ul className="cn-lines">
              <li>
                {t.name}: {conflict.name}
              </li>
              {conflict.description && (
                <li>
                  {t.description}: {conflict.description}
                </li>
              )}
              <li>
                {fill(t.price, { currency: conflict.currency })}: {money(conflict.articlePrice, conflict.currency)}
              </li>
              <li>
                {t.isDefault}: {conflict.isDefault ? '✓' : '–'}
              </li>
            </ul>
          </div>
        )}
        {problem && !conflict && <p className="cn-problem">{problem}</p>}
        <TextField
          label={t.name}
          value={name}
          required
          maxLength={200}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t.description}
          value={description}
          maxLength={1000}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          label={fill(t.price, { currency: canteen.currency })}
          value={price}
          inputMode="decimal"
          required
          hint={t.priceHint}
          error={priceError}
          onChange={(e) => setPrice(e.target.value)}
        />
        <CheckboxField label={t.isDefault} checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
      </form>
    </Dialog>
  );
}
