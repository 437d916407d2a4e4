import { type FileEntry, type FileFolder, THUMBNAIL_SIZE } from '@portal/contracts';
import { Button, Dialog, Icon } from '@portal/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../state/messages';
import { imageUrl } from './download';

/** A photo's title: its name without the extension ("Sommerfest Abendstimmung.jpg" → "Sommerfest Abendstimmung"). */
export function photoTitle(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * A photo gallery's folder (docs/files.md "The screen"): a grid of thumbnails, each a button that
 * opens the full photo in a dialog; files without a thumbnail (a PDF of the programme) download as
 * in the list. A thumbnail is fetched only when its tile comes near the screen, so a folder of
 * two hundred photos costs what is seen.
 */
export function FolderGallery({
  module,
  folder,
  files,
  formatDate,
  onDownload,
  actions,
}: {
  module: number;
  folder: FileFolder;
  files: readonly FileEntry[];
  formatDate: (iso: string) => string;
  onDownload: (file: FileEntry) => void;
  actions: ((file: FileEntry) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const heading = useId();
  const [open, setOpen] = useState<FileEntry | undefined>();
  const query = (file: FileEntry) => ({ selectedModule: module, folderName: folder.name, fileName: file.name });
  return (
    <section className="shell-files-folder" aria-labelledby={heading}>
      <h2 id={heading}>{folder.name}</h2>
      {files.length === 0 ? (
        <p>{t('files.emptyFolder')}</p>
      ) : (
        <ul className="shell-gallery">
          {files.map((file) => (
            <li key={file.name}>
              <figure>
                <button
                  type="button"
                  className="shell-gallery__open"
                  aria-label={t(file.thumbnail ? 'files.openPhoto' : 'files.download', { name: photoTitle(file.name) })}
                  onClick={() => (file.thumbnail ? setOpen(file) : onDownload(file))}
                >
                  {file.thumbnail ? (
                    <ThumbnailImage file={file} query={query(file)} />
                  ) : (
                    <span className="shell-gallery__placeholder">
                      <Icon name="images" size={40} />
                    </span>
                  )}
                </button>
                <figcaption>
                  {photoTitle(file.name)}
                  <time dateTime={file.lastModified}>{formatDate(file.lastModified)}</time>
                  {actions?.(file)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <PhotoDialog
          file={open}
          query={query(open)}
          onDownload={() => onDownload(open)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}

/** A thumbnail fetched when its tile comes within a screen's height of being seen. */
function ThumbnailImage({ file, query }: { file: FileEntry; query: Record<string, string | number> }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | undefined>();
  const place = useRef<HTMLSpanElement>(null);
  const { fileName } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the file's; a new file name loads again
  useEffect(() => {
    let current = true;
    const load = () =>
      imageUrl('/api/File/thumbnail', query)
        .then((loaded) => current && setUrl(loaded))
        .catch(() => current && showMessage('error', t('files.photoFailed', { name: photoTitle(file.name) })));
    const target = place.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        current = false;
      };
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        load();
      },
      { rootMargin: '100% 0px' },
    );
    seen.observe(target);
    return () => {
      current = false;
      seen.disconnect();
    };
  }, [fileName, file.lastModified, t]);
  const { width, height } = file.thumbnail ?? { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE };
  return (
    <span ref={place} className="shell-gallery__frame">
      {url && (
        <img src={url} alt={photoTitle(file.name)} width={width} height={height} loading="lazy" decoding="async" />
      )}
    </span>
  );
}

/** The full photo, fetched when opened; the dialog offers its download too. */
function PhotoDialog({
  file,
  query,
  onDownload,
  onClose,
}: {
  file: FileEntry;
  query: Record<string, string | number>;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | undefined>();
  const title = photoTitle(file.name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog is made again for another photo
  useEffect(() => {
    let current = true;
    imageUrl('/api/File/file', query)
      .then((loaded) => current && setUrl(loaded))
      .catch(() => current && showMessage('error', t('files.photoFailed', { name: title })));
    return () => {
      current = false;
    };
  }, []);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button icon="download" onClick={onDownload}>
            {t('files.download', { name: file.name })}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('files.close')}
          </Button>
        </>
      }
    >
      <div className="shell-gallery__photo">{url ? <img src={url} alt={title} /> : <p>{t('files.loading')}</p>}</div>
    </Dialog>
  );
}
