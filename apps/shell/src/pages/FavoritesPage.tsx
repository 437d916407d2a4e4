import type { PortalFavorite } from '@portal/contracts';
import { ConfirmDialog, IconButton } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { Link } from '../routing/router';
import { whileLoading } from '../state/loader';
import { showMessage } from '../state/messages';
import { useStore } from '../state/store';
import { FavoriteDialog } from './FavoriteDialog';
import { favorites } from './favorites-store';

/** The favourites list (spec §3): name, description, path and actions; delete asks first. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const list = useStore(favorites);
  const [loaded, setLoaded] = useState(false);
  const [editing, setEditing] = useState<PortalFavorite | undefined>();
  const [deleting, setDeleting] = useState<PortalFavorite | undefined>();

  useEffect(() => {
    whileLoading(api.portal.get<PortalFavorite[]>('/api/Favorites'))
      .then((found) => favorites.set(found))
      .catch(() => showMessage('error', t('serverError')))
      .finally(() => setLoaded(true));
  }, [t]);

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

  if (loaded && list.length === 0) return <p>{t('favorites.empty')}</p>;
  return (
    <>
      <div className="shell-table-wrap">
        <table className="p-table shell-favorites">
          <thead>
            <tr>
              <th scope="col">{t('favorites.name')}</th>
              <th scope="col">{t('favorites.description')}</th>
              <th scope="col">{t('favorites.path')}</th>
              <th scope="col">{t('favorites.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((f) => {
              const target = `${f.path}${f.query ? `?${f.query}` : ''}`;
              return (
                <tr key={f.id}>
                  <td data-label={t('favorites.name')}>
                    <Link to={target}>{f.name}</Link>
                  </td>
                  <td data-label={t('favorites.description')}>{f.description}</td>
                  <td data-label={t('favorites.path')}>
                    <code>{target}</code>
                  </td>
                  <td data-label={t('favorites.actions')} className="shell-favorites__actions">
                    <IconButton
                      icon="pencil"
                      label={`${t('favorites.edit')}: ${f.name}`}
                      onClick={() => setEditing(f)}
                    />
                    <IconButton
                      icon="trash"
                      label={`${t('favorites.delete')}: ${f.name}`}
                      onClick={() => setDeleting(f)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
