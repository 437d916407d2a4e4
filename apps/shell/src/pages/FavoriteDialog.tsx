import type { PortalFavorite } from '@portal/contracts';
import { Button, Dialog, TextField } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { showMessage } from '../state/messages';
import { favorites } from './favorites-store';

export interface FavoriteDraft {
  name: string;
  description: string;
  path: string;
  query: string;
}

/** Add the current page (path and query) as a favourite, or edit one. */
export function FavoriteDialog({
  mode,
  initial,
  id,
  onClose,
}: {
  mode: 'add' | 'edit';
  initial: FavoriteDraft;
  id?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!draft.name.trim()) return setError(t('validation.required'));
    if (draft.name.length > 200) return setError(t('validation.tooLong', { max: 200 }));
    setSaving(true);
    try {
      if (mode === 'add') {
        const created = await api.portal.post<PortalFavorite>('/api/Favorites', draft);
        favorites.set((list) => [...list, created]);
        showMessage('success', t('favorites.added'));
      } else {
        await api.portal.put(`/api/Favorites/${id}`, draft);
        favorites.set((list) => list.map((f) => (f.id === id ? { ...f, ...draft } : f)));
        showMessage('success', t('favorites.changed'));
      }
      onClose();
    } catch (e) {
      const code = (e as { code?: string }).code;
      showMessage(
        'error',
        code ? t(`errors.${code}`, { defaultValue: t('serverError') }) : t('serverError'),
        t('serverError'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={mode === 'add' ? t('favorites.addTitle') : t('favorites.editTitle')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('favorites.cancel')}</Button>
          <Button variant="primary" disabled={saving} onClick={() => void save()}>
            {t('favorites.save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('favorites.name')}
          value={draft.name}
          maxLength={200}
          required
          error={error}
          onChange={(e) => {
            setDraft({ ...draft, name: e.target.value });
            setError(undefined);
          }}
        />
        <TextField
          label={t('favorites.description')}
          value={draft.description}
          maxLength={1000}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        <TextField
          label={t('favorites.path')}
          value={`${draft.path}${draft.query ? `?${draft.query}` : ''}`}
          readOnly
        />
      </form>
    </Dialog>
  );
}
