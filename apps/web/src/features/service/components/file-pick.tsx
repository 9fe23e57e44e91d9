import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../contribution/lib/file-size';
import { useDocUpload } from '../../contribution/lib/use-doc-upload';

export interface PickedFile {
  id: string;
  name: string;
  size: number;
}

interface Props {
  id: string;
  label: string;
  /** Upload kind: `paper` (manuscripts, papers) or `document` (attachments, deliveries, reports). */
  kind: 'paper' | 'document';
  maxMb: number;
  file: PickedFile | null;
  required?: boolean;
  error?: string;
  hint?: string;
  onChange: (file: PickedFile | null) => void;
}

/** One PDF or Word file through the upload call; type and size checked first, the server's refusal shown here. */
export function FilePick({ id, label, kind, maxMb, file, required, error, hint, onChange }: Props) {
  const { t } = useTranslation('service');
  const { input, busy, refusal, pick } = useDocUpload(kind, maxMb, onChange);
  const shown = refusal ?? error;

  return (
    <div className={`app-field${shown ? ' app-field--error' : ''}`}>
      <label className="app-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="app-field__req" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="ct-file">
        {file ? (
          <div className="ct-file__name" data-testid={`${id}-name`}>
            <strong>{file.name}</strong>
            <span>{formatFileSize(file.size)}</span>
          </div>
        ) : null}
        <label className={`ct-btn ct-file__pick${busy ? ' ct-btn--busy' : ''}`}>
          {busy ? t('form.uploading') : file ? t('form.replaceFile') : t('form.chooseFile')}
          <input
            ref={input}
            id={id}
            className="ct-file__input"
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            disabled={busy}
            onChange={(e) => void pick(e.target.files?.[0])}
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          />
        </label>
      </div>
      {shown ? (
        <div className="app-field__error" id={`${id}-error`} role="alert">
          {shown}
        </div>
      ) : (
        <div className="app-field__hint" id={`${id}-hint`}>
          {hint ?? t('form.fileHint', { mb: maxMb })}
        </div>
      )}
    </div>
  );
}
