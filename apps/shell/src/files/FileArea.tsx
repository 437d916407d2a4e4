import {
  type FileAreaRights,
  type FileEntry,
  type FileFolder,
  formatLocale,
  infoModule,
  isGallery,
  type Locale,
} from '@portal/contracts';
import { Button, Card, TableRegion } from '@portal/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { whileLoading } from '../state/loader';
import { showMessage } from '../state/messages';
import { downloadFile } from './download';
import { FolderGallery } from './Gallery';
import { FileActions, UploadCard } from './Manage';

interface FolderContent {
  readonly folder: FileFolder;
  readonly files: readonly FileEntry[];
}

/**
 * The file area of an info-system module (spec §3, docs/files.md): the module's fixed file when it
 * has one, then each folder with its files, newest first or Z–A as the server sorts them. Files
 * come with the bearer token (a plain link would carry none) and are saved under their own name.
 * A person who looks after the module (the server's `rights` answer) also uploads, replaces and
 * deletes files and fetches earlier versions. A photo gallery shows each folder as a grid of
 * thumbnails instead of a table (Gallery.tsx). Loaded on demand, so the shell's first download
 * does not grow.
 */
export default function FileArea({ module, locale, country }: { module: number; locale: Locale; country: string }) {
  const { t } = useTranslation();
  const [folders, setFolders] = useState<readonly FolderContent[] | undefined>();
  const [mayManage, setMayManage] = useState(false);
  const [changes, setChanges] = useState(0);
  const fixed = infoModule(module);
  const changed = useCallback(() => setChanges((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the files (changes) loads them again
  useEffect(() => {
    let current = true;
    const load = async () => {
      const [list, rights] = await Promise.all([
        api.portal.get<FileFolder[]>('/api/File/folders', { query: { selectedModule: module } }),
        api.portal.get<FileAreaRights>('/api/File/rights', { query: { selectedModule: module } }),
      ]);
      const contents = await Promise.all(
        list.map(async (folder) => ({
          folder,
          files: await api.portal.get<FileEntry[]>('/api/File/files', {
            query: { selectedModule: module, folderName: folder.name },
          }),
        })),
      );
      return { contents, rights };
    };
    whileLoading(load())
      .then(({ contents, rights }) => {
        if (!current) return;
        setFolders(contents);
        setMayManage(rights.mayManage);
      })
      .catch(() => {
        if (!current) return;
        setFolders([]);
        showMessage('error', t('serverError'));
      });
    return () => {
      current = false;
    };
  }, [module, t, changes]);

  const format = formatters(locale, country);
  const download = async (path: string, query: Record<string, string | number>, name: string) => {
    try {
      await downloadFile(path, query, name);
    } catch {
      showMessage('error', t('files.downloadFailed', { name }));
    }
  };

  return (
    <div className="shell-files">
      {fixed?.fileName && (
        <Card title={t('files.document')}>
          <Button
            variant="primary"
            icon="download"
            onClick={() => download('/api/File/fileByModule', { selectedModule: module, locale }, fixed.fileName!)}
          >
            {t('files.download', { name: fixed.fileName })}
          </Button>
        </Card>
      )}
      {mayManage && folders && (
        <UploadCard module={module} folders={folders.map((f) => f.folder)} onChanged={changed} />
      )}
      {folders?.length === 0 && !fixed?.fileName && <p>{t('files.empty')}</p>}
      {folders?.map(({ folder, files }) => {
        const onDownload = (file: FileEntry) =>
          download(
            '/api/File/file',
            { selectedModule: module, folderName: folder.name, fileName: file.name },
            file.name,
          );
        const actions = mayManage
          ? (file: FileEntry) => (
              <FileActions
                module={module}
                folder={folder.name}
                file={file}
                formatDate={format.date}
                onChanged={changed}
              />
            )
          : undefined;
        return fixed && isGallery(fixed) ? (
          <FolderGallery
            key={folder.name}
            module={module}
            folder={folder}
            files={files}
            formatDate={format.date}
            onDownload={onDownload}
            actions={actions}
          />
        ) : (
          <FolderTable
            key={folder.name}
            folder={folder}
            files={files}
            format={format}
            onDownload={onDownload}
            actions={actions}
          />
        );
      })}
    </div>
  );
}

function FolderTable({
  folder,
  files,
  format,
  onDownload,
  actions,
}: {
  folder: FileFolder;
  files: readonly FileEntry[];
  format: ReturnType<typeof formatters>;
  onDownload: (file: FileEntry) => void;
  actions: ((file: FileEntry) => React.ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section className="shell-files-folder" aria-labelledby={heading}>
      <h2 id={heading}>{folder.name}</h2>
      {files.length === 0 ? (
        <p>{t('files.emptyFolder')}</p>
      ) : (
        <TableRegion labelledBy={heading}>
          <table className="p-table">
            <thead>
              <tr>
                <th scope="col">{t('files.name')}</th>
                <th scope="col">{t('files.size')}</th>
                <th scope="col">{t('files.modified')}</th>
                {actions && <th scope="col">{t('files.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.name}>
                  <td data-label={t('files.name')}>
                    <button type="button" className="shell-files-link" onClick={() => onDownload(file)}>
                      {file.name}
                    </button>
                  </td>
                  <td data-label={t('files.size')}>{format.size(file.size)}</td>
                  <td data-label={t('files.modified')}>
                    <time dateTime={file.lastModified}>{format.date(file.lastModified)}</time>
                  </td>
                  {actions && <td data-label={t('files.actions')}>{actions(file)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

/** Sizes in B/kB/MB and dates as the site writes them (`de-CH`, `en-DE`). */
function formatters(locale: Locale, country: string) {
  const tag = formatLocale(locale, country);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    date: (iso: string) => dates.format(new Date(iso)),
    size: (bytes: number) => {
      const [value, unit] =
        bytes >= 1_000_000
          ? [bytes / 1_000_000, 'megabyte']
          : bytes >= 1_000
            ? [bytes / 1_000, 'kilobyte']
            : [bytes, 'byte'];
      return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
        value,
      );
    },
  };
}
