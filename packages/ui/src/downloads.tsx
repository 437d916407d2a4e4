import { useEffect, useState } from 'react';
import { Button } from './components';
import { TextField } from './fields';

export type DocumentFormat = 'pdf' | 'xlsx' | 'gaeb';

/** What the download bar says, in the user's language. */
export interface DocumentDownloadTexts {
  readonly project: string;
  readonly pdf: string;
  readonly xlsx: string;
  /** Label of the GAEB DA XML button; without it there is no such button (a document without tender text). */
  readonly gaeb?: string;
  readonly busy: string;
  readonly done: (name: string) => string;
  readonly failed: (reason: string) => string;
}

/**
 * A project name and the PDF and XLSX buttons of a document the server writes (the calculators,
 * the Cross-Designer). The status line says how it went and is announced; a failure is also
 * handed to `onFailure` (the shell's message area). `reason` says why a download failed in the
 * reader's language (never the server's English detail). `className` names the parts for the
 * mini-app's own styles: `{className}`, `{className}__buttons`, `{className}__status`.
 */
export function DocumentDownloads({
  texts,
  disabled,
  download,
  reason,
  onFailure,
  className = 'p-downloads',
}: {
  texts: DocumentDownloadTexts;
  disabled: boolean;
  /** Fetches and saves the document; answers the file name. */
  download: (format: DocumentFormat, project: string) => Promise<string>;
  /** Why a download failed, from what `download` threw, in the reader's language. */
  reason: (error: unknown) => string;
  onFailure?: (text: string) => void;
  className?: string;
}) {
  const [project, setProject] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const run = async (format: DocumentFormat) => {
    setBusy(true);
    setStatus(texts.busy);
    try {
      setStatus(texts.done(await download(format, project)));
    } catch (error) {
      const text = texts.failed(reason(error));
      setStatus(text);
      onFailure?.(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <TextField
        label={texts.project}
        value={project}
        maxLength={200}
        onChange={(e) => setProject(e.currentTarget.value)}
      />
      <div className={`${className}__buttons`}>
        <Button variant="primary" icon="download" disabled={disabled || busy} onClick={() => void run('pdf')}>
          {texts.pdf}
        </Button>
        <Button icon="download" disabled={disabled || busy} onClick={() => void run('xlsx')}>
          {texts.xlsx}
        </Button>
        {texts.gaeb && (
          <Button icon="download" disabled={disabled || busy} onClick={() => void run('gaeb')}>
            {texts.gaeb}
          </Button>
        )}
      </div>
      <p className={`${className}__status`} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/**
 * A result in one sentence for screen readers, announced once typing pauses (not on every key).
 * The region exists from the start so assistive technology registers it before it speaks.
 */
export function LiveSummary({ text }: { text: string }) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), 700);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="p-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  );
}
