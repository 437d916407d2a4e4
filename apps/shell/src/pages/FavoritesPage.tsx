import type { PortalFavorite } from '@portal/contracts';
import { ConfirmDialog, DataTable, IconButton } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { Link } from '../routing/router';
import { whileLoading } from '../state/loader';
import { showMessage } from '../state/messages';
import { useStore } from '../state/store';
import { FavoriteDialog } from './FavoriteDialog';
import { favorites } from './favorites-store';

/**
 * The favourites list (spec §3): name, description, path and actions; delete asks first. A list that
 * failed to load says so and offers to load it again; only a list that loaded can be empty.
 */
export function FavoritesPage() {
  const { t, i18n } = useTranslation();
  const list = useStore(favorites);
  const [load, setLoad] = useState<{ loaded: boolean; error?: unknown }>({ loaded: false });
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<PortalFavorite | undefined>();
  const [deleting, setDeleting] = useState<PortalFavorite | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the retry: it loads again
  useEffect(() => {
    setLoad((l) => ({ ...l, error: undefined }));
    whileLoading(api.portal.get<PortalFavorite[]>('/api/Favorites')).then(
      (found) => {
        favorites.set(found);
        setLoad({ loaded: true });
      },
      (error: unknown) => setLoad({ loaded: false, error }),
    );
  }, [round]);

  const remove = async (favorite: PortalFavorite) => {
    setDeleting(undefined);
    try {
      await api.portal.delete(`/api/Favorites/${favorite.id}`);
      favorites.set((all) => all.filter((f) => f.id !== favorite.id));
      showMessage('success', t('favorites.deleted'));
    } catch {
      showMessage('error', t('serverError'));
    }
  };

  const target = (f: PortalFavorite) => `${f.path}${f.query ? `?${f.query}` : ''}`;
  return (
    <>
      <DataTable
        label={t('favorites.title')}
        hideCaption
        className="shell-favorites"
        rows={load.loaded ? list : undefined}
        rowKey={(f) => String(f.id)}
        loading={!load.loaded && !load.error}
        error={load.error}
        errorText={t('favorites.loadFailed')}
        onRetry={() => setRound((r) => r + 1)}
        emptyText={t('favorites.empty')}
        locale={i18n.language}
        texts={{ loading: t('loading') }}
        columns={[
          {
            key: 'name',
            header: t('favorites.name'),
            sortValue: (f) => f.name,
            cell: (f) => <Link to={target(f)}>{f.name}</Link>,
          },
          { key: 'description', header: t('favorites.description'), cell: (f) => f.description },
          { key: 'path', header: t('favorites.path'), cell: (f) => <code>{target(f)}</code> },
          {
            key: 'actions',
            header: t('favorites.actions'),
            className: 'shell-favorites__actions',
            cell: (f) => (
              <>
                <IconButton icon="pencil" label={`${t('favorites.edit')}: ${f.name}`} onClick={() => setEditing(f)} />
                <IconButton icon="trash" label={`${t('favorites.delete')}: ${f.name}`} onClick={() => setDeleting(f)} />
              </>
            ),
          },
        ]}
      />
      {editing && (
        <FavoriteDialog
          mode="edit"
          id={editing.id}
          initial={{ name: editing.name, description: editing.description, path: editing.path, query: editing.query }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('favorites.deleteTitle')}
        message={t('favorites.deleteConfirm')}
        confirmLabel={t('favorites.delete')}
        cancelLabel={t('favorites.cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
