import type { FileEntry, FileFolder, FileVersion } from '@portal/contracts';
import { Button, Card, ConfirmDelete, Dialog, Icon, IconButton, TableRegion, TextField } from '@portal/ui';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { showMessage } from '../state/messages';
import { downloadFile, imageUrl } from './download';

/**
 * The controls of the people who look after a file area (docs/files.md "Managing files"): upload
 * into a folder, replace a file (the server keeps the old content as a version), fetch or restore
 * an earlier version, delete after a confirmation. The server decides who may (`api.fileManage` for the
 * module's area); these controls are only shown to them.
 */

/** Sends a file's bytes to the area; true when the server took it. */
async function send(module: number, folderName: string, fileName: string, file: Blob, t: TFunction) {
  try {
    const { status } = await api.portal.requestWithHeaders('PUT', '/api/File/file', {
      query: { selectedModule: module, folderName, fileName },
      body: file,
    });
    showMessage('success', t(status === 201 ? 'files.uploaded' : 'files.replaced', { name: fileName }));
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    const key = status === 413 ? 'files.tooLarge' : status === 415 ? 'files.unsupported' : 'files.uploadFailed';
    showMessage('error', t(key, { name: fileName }));
    return false;
  }
}

export function UploadCard({
  module,
  folders,
  onChanged,
}: {
  module: number;
  folders: readonly FileFolder[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  // The newest folder is where a new document most likely belongs (the list may be sorted Z–A).
  const newest = [...folders].sort((a, b) => b.lastModified.localeCompare(a.lastModified))[0]?.name;
  const [folder, setFolder] = useState(newest ?? t('files.defaultFolder'));
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const fileId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !folder.trim()) return;
    setBusy(true);
    const stored = await send(module, folder.trim(), file.name, file, t);
    setBusy(false);
    if (stored) {
      setFile(undefined);
      (event.target as HTMLFormElement).reset();
      onChanged();
    }
  };
  return (
    <Card title={t('files.manage')}>
      <form className="shell-files-upload" onSubmit={submit}>
        <TextField
          label={t('files.folder')}
          list={listId}
          value={folder}
          required
          maxLength={255}
          onChange={(e) => setFolder(e.target.value)}
        />
        <datalist id={listId}>
          {folders.map((f) => (
            <option key={f.name} value={f.name} />
          ))}
        </datalist>
        <div className="p-field">
          <label htmlFor={fileId}>{t('files.file')}</label>
          <input id={fileId} type="file" required onChange={(e) => setFile(e.target.files?.[0])} />
        </div>
        <Button variant="primary" icon="upload" type="submit" disabled={busy || !file}>
          {t('files.upload')}
        </Button>
      </form>
    </Card>
  );
}

export function FileActions({
  module,
  folder,
  file,
  formatDate,
  onChanged,
}: {
  module: number;
  folder: string;
  file: FileEntry;
  formatDate: (iso: string) => string;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [versions, setVersions] = useState<readonly FileVersion[] | undefined>();
  const query = { selectedModule: module, folderName: folder, fileName: file.name };

  const replace = async (chosen: File | undefined) => {
    if (chosen && (await send(module, folder, file.name, chosen, t))) onChanged();
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await api.portal.delete('/api/File/file', { query });
      showMessage('success', t('files.deleted', { name: file.name }));
      onChanged();
    } catch {
      showMessage('error', t('files.deleteFailed', { name: file.name }));
    }
  };
  /** The version becomes the content again (with its thumbnail); the server keeps the replaced one as a version. */
  const restore = async (version: number) => {
    try {
      await api.portal.post('/api/File/restore', undefined, { query: { ...query, version } });
      setVersions(undefined);
      showMessage('success', t('files.restored', { name: file.name, number: version }));
      onChanged();
    } catch {
      showMessage('error', t('files.restoreFailed', { name: file.name }));
    }
  };
  const showVersions = async () => {
    try {
      setVersions(await api.portal.get<FileVersion[]>('/api/File/versions', { query }));
    } catch {
      showMessage('error', t('serverError'));
    }
  };

  return (
    <span className="shell-files-actions">
      <label className="p-icon-button" title={t('files.replaceNamed', { name: file.name })}>
        <Icon name="file-up" size={18} />
        <input
          type="file"
          className="p-visually-hidden"
          aria-label={t('files.replaceNamed', { name: file.name })}
          onChange={(e) => replace(e.target.files?.[0])}
        />
      </label>
      <IconButton icon="history" label={t('files.versionsNamed', { name: file.name })} onClick={showVersions} />
      <IconButton
        icon="trash-2"
        label={t('files.deleteNamed', { name: file.name })}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDelete
        what={file.name}
        open={confirming}
        locale={i18n.language}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
      {versions && (
        <Dialog
          open
          title={t('files.versionsOf', { name: file.name })}
          onClose={() => setVersions(undefined)}
          actions={<Button onClick={() => setVersions(undefined)}>{t('files.close')}</Button>}
        >
          {versions.length === 0 ? (
            <p>{t('files.noVersions')}</p>
          ) : (
            <TableRegion label={t('files.versionsOf', { name: file.name })}>
              <table className="p-table">
                <thead>
                  <tr>
                    <th scope="col">{t('files.version')}</th>
                    {versions.some((v) => v.thumbnail) && <th scope="col">{t('files.preview')}</th>}
                    <th scope="col">{t('files.replacedAt')}</th>
                    <th scope="col">{t('files.replacedBy')}</th>
                    <th scope="col">{t('files.restore')}</th>
                  </tr>
                </thead>
                <tbody>
                  {versions.map((v) => (
                    <tr key={v.version}>
                      <td>
                        <button
                          type="button"
                          className="shell-files-link"
                          onClick={() =>
                            downloadFile('/api/File/version', { ...query, version: v.version }, file.name).catch(() =>
                              showMessage('error', t('files.downloadFailed', { name: file.name })),
                            )
                          }
                        >
                          {t('files.versionNumber', { number: v.version })}
                        </button>
                      </td>
                      {versions.some((v) => v.thumbnail) && (
                        <td>{v.thumbnail && <VersionThumbnail query={query} version={v} />}</td>
                      )}
                      <td>
                        <time dateTime={v.replacedAt}>{formatDate(v.replacedAt)}</time>
                      </td>
                      <td>{v.replacedBy}</td>
                      <td>
                        <Button onClick={() => restore(v.version)}>
                          {t('files.restoreVersion', { number: v.version })}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </Dialog>
      )}
    </span>
  );
}

/**
 * An earlier photo's own thumbnail (each version keeps the picture it had, docs/files.md), so the
 * one to restore is found by sight rather than by date. Fetched with the bearer token as a data:
 * URL, as the gallery's; a dialog lists a few versions, so all are fetched when it opens.
 */
function VersionThumbnail({
  query,
  version,
}: {
  query: { selectedModule: number; folderName: string; fileName: string };
  version: FileVersion;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | undefined>();
  const { selectedModule, folderName, fileName } = query;
  const number = version.version;
  useEffect(() => {
    let current = true;
    imageUrl('/api/File/versionThumbnail', { selectedModule, folderName, fileName, version: number })
      .then((loaded) => current && setUrl(loaded))
      // A missing preview leaves the cell empty; the version itself still downloads and restores.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [selectedModule, folderName, fileName, number]);
  if (!url || !version.thumbnail) return null;
  // Shown at half the stored size: a row of the table, not a gallery tile.
  const { width, height } = version.thumbnail;
  return (
    <img
      className="shell-files-version-thumbnail"
      src={url}
      alt={t('files.versionPreview', { name: fileName, number })}
      width={Math.round(width / 2)}
      height={Math.round(height / 2)}
    />
  );
}
