import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../lib/file-size';
import type { PaperFile as TPaperFile } from '../lib/paper-form';
import { useDocUpload } from '../lib/use-doc-upload';

interface Props {
  file: TPaperFile | null;
  /** The conference's cap (§5: the paper size limit is a parameter). */
  maxMb: number;
  error?: string;
  onChange: (file: TPaperFile | null) => void;
}

/**
 * One PDF or Word file through the upload call. Type and size are checked before sending (the
 * cap is shown), and the server's refusal is shown here too: it reads the content, not the name.
 */
export function PaperFile({ file, maxMb, error, onChange }: Props) {
  const { t } = useTranslation('contribution');
  const { input, busy, refusal, pick } = useDocUpload('paper', maxMb, onChange);
  const shown = refusal ?? error;

  return (
    <div className={`app-field${shown ? ' app-field--error' : ''}`}>
      <label className="app-field__label" htmlFor="ct-file">
        {t('paper.file')}
        <span className="app-field__req" aria-hidden="true">
          *
        </span>
      </label>
      <div className="ct-file">
        {file ? (
          <div className="ct-file__name" data-testid="paper-file">
            <strong>{file.name}</strong>
            <span>{formatFileSize(file.size)}</span>
          </div>
        ) : null}
        <label className={`ct-btn ct-file__pick${busy ? ' ct-btn--busy' : ''}`}>
          {busy ? t('paper.uploading') : file ? t('paper.replaceFile') : t('paper.chooseFile')}
          <input
            ref={input}
            id="ct-file"
            className="ct-file__input"
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            disabled={busy}
            onChange={(e) => void pick(e.target.files?.[0])}
            aria-describedby={shown ? 'ct-file-error' : 'ct-file-hint'}
          />
        </label>
      </div>
      {shown ? (
        <div className="app-field__error" id="ct-file-error" role="alert">
          {shown}
        </div>
      ) : (
        <div className="app-field__hint" id="ct-file-hint">
          {t('paper.fileHint', { mb: maxMb })}
        </div>
      )}
    </div>
  );
}
