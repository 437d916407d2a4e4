import type { Additive, Allergen, ArticleInput, Canteen, PortalArticle } from '@portal/contracts';
import { CheckboxField, DataTable, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import type { Versioned } from './api';
import { LoadState, useEnv, useLoad, useMoney } from './common';
import { DeclarationFields, Declarations } from './Declarations';
import { ActionButtons, DeleteDialog, EditDialog, RecordList, useRecordDialogs, useVersionedSave } from './Editing';
import { normalisePrice, priceInputText } from './money';
import { fill } from './texts';

/** Articles and default articles of one canteen: create, edit (If-Match), delete. */
export function Articles({ canteen, onChanged }: { canteen: Canteen; onChanged: () => void }) {
  const { t, api } = useEnv();
  const loaded = useLoad(() => api.articles(canteen.applicationId), [api, canteen.applicationId]);
  const dialogs = useRecordDialogs((id) => api.article(canteen.applicationId, id), loaded.reload);
  const articles = loaded.data ?? [];
  const changed = () => {
    loaded.reload();
    onChanged();
  };

  return (
    <RecordList headingId="cn-articles" title={t.articlesTitle} newLabel={t.newArticle} onNew={dialogs.create}>
      <LoadState loaded={loaded}>
        <ArticleTable
          title={t.defaultArticlesTitle}
          hint={t.defaultArticlesHint}
          articles={articles.filter((a) => a.isDefault)}
          onEdit={dialogs.edit}
          onDelete={dialogs.askDelete}
        />
        <ArticleTable
          title={t.articlesTitle}
          articles={articles.filter((a) => !a.isDefault)}
          onEdit={dialogs.edit}
          onDelete={dialogs.askDelete}
        />
      </LoadState>
      {dialogs.editing && (
        <ArticleDialog
          canteen={canteen}
          article={dialogs.editing.record}
          onClose={dialogs.closeEditor}
          onSaved={() => {
            dialogs.closeEditor();
            changed();
          }}
        />
      )}
      <DeleteDialog
        record={dialogs.deleting}
        title={t.confirmDeleteArticleTitle}
        message={fill(t.confirmDeleteArticle, { name: dialogs.deleting?.name ?? '' })}
        remove={async (article) => {
          await api.deleteArticle(canteen.applicationId, article.id);
          return fill(t.articleDeleted, { name: article.name });
        }}
        onClose={dialogs.closeDelete}
        onDone={changed}
      />
    </RecordList>
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
  const { t, locale } = useEnv();
  const money = useMoney();
  const id = useId();
  return (
    <div>
      <h4 id={id}>{title}</h4>
      {hint && <p className="cn-muted">{hint}</p>}
      <DataTable
        label={title}
        labelledBy={id}
        rows={articles}
        rowKey={(article) => article.id}
        emptyText={t.noArticles}
        locale={locale}
        columns={[
          {
            key: 'name',
            header: t.name,
            rowHeader: true,
            sortValue: (article) => article.name,
            cell: (article) => (
              <>
                {article.name}
                {article.description && (
                  <>
                    <br />
                    <span className="cn-muted">{article.description}</span>
                  </>
                )}
              </>
            ),
          },
          {
            key: 'declarations',
            header: t.allergensLabel,
            cell: (article) => <Declarations allergens={article.allergens} additives={article.additives} />,
          },
          {
            key: 'price',
            header: fill(t.price, { currency: articles[0]?.currency ?? '' }),
            className: 'cn-num',
            sortValue: (article) => Number(article.articlePrice),
            cell: (article) => money(article.articlePrice, article.currency),
          },
          {
            key: 'actions',
            header: t.actions,
            cell: (article) => (
              <ActionButtons what={article.name} onEdit={() => onEdit(article)} onDelete={() => onDelete(article)} />
            ),
          },
        ]}
      />
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
  const { t, api, intl } = useEnv();
  const money = useMoney();
  const saving = useVersionedSave(article, (id) => api.article(canteen.applicationId, id));
  const [name, setName] = useState(article?.value.name ?? '');
  const [description, setDescription] = useState(article?.value.description ?? '');
  const inField = (amount: string) => priceInputText(amount, canteen.currency, intl);
  const [price, setPrice] = useState(article ? inField(article.value.articlePrice) : '');
  const [isDefault, setIsDefault] = useState(article?.value.isDefault ?? false);
  const [declared, setDeclared] = useState<{ allergens: Allergen[]; additives: Additive[] }>({
    allergens: [...(article?.value.allergens ?? [])],
    additives: [...(article?.value.additives ?? [])],
  });
  const normalised = normalisePrice(price);
  const nameError = saving.tried && !name.trim() ? t.nameRequired : undefined;
  const priceExample = { example: inField('7.50'), max: inField('9999.99') };
  const priceError = saving.tried && !normalised ? fill(t.priceInvalid, priceExample) : undefined;
  const priceLabel = fill(t.price, { currency: canteen.currency });

  const save = () => {
    const body: ArticleInput = {
      name: name.trim(),
      description,
      articlePrice: normalised ?? '',
      isDefault,
      ...declared,
    };
    return saving.save({
      valid: Boolean(body.name && normalised),
      send: async (etag) => {
        if (!article) {
          await api.createArticle(canteen.applicationId, body);
          return fill(t.articleCreated, { name: body.name });
        }
        await api.updateArticle(canteen.applicationId, article.value.id, body, etag);
        return fill(t.articleSaved, { name: body.name });
      },
      fields: { 'body.name': t.name, 'body.description': t.description, 'body.articlePrice': priceLabel },
      onSaved,
    });
  };

  return (
    <EditDialog
      title={article ? t.editArticle : t.newArticle}
      saving={saving}
      storedNow={(stored) => (
        <>
          <li>
            {t.name}: {stored.name}
          </li>
          {stored.description && (
            <li>
              {t.description}: {stored.description}
            </li>
          )}
          <li>
            {fill(t.price, { currency: stored.currency })}: {money(stored.articlePrice, stored.currency)}
          </li>
          <li>
            {t.isDefault}: {stored.isDefault ? '✓' : '–'}
          </li>
          <li>
            <Declarations allergens={stored.allergens} additives={stored.additives} />
          </li>
        </>
      )}
      onSubmit={() => void save()}
      onClose={onClose}
    >
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
        label={priceLabel}
        value={price}
        inputMode="decimal"
        required
        hint={fill(t.priceHint, priceExample)}
        error={priceError}
        onChange={(e) => setPrice(e.target.value)}
      />
      <CheckboxField label={t.isDefault} checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
      <DeclarationFields allergens={declared.allergens} additives={declared.additives} onChange={setDeclared} />
    </EditDialog>
  );
}
