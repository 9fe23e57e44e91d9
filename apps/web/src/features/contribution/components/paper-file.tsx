import { Code } from '@app/contract/codes';
import { formatMessage, type Lang } from '@app/contract/messages';
import { upload } from '@app/contract/meta/common';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../shared/api/client';
import { capBytes, extensionOf, formatFileSize, PAPER_EXTENSIONS } from '../lib/file-size';
import type { PaperFile as TPaperFile } from '../lib/paper-form';

interface Props {
  file: TPaperFile | null;
  /** The conference's cap (§5: the paper size limit is a parameter). */
  maxMb: number;
  error?: string;
  onChange: (file: TPaperFile | null) => void;
}

const REFUSALS = [Code.UPLOAD_TYPE, Code.UPLOAD_TOO_LARGE, Code.INVALID_INPUT];

/**
 * One PDF or Word file through the upload call. Type and size are checked before sending (the
 * cap is shown), and the server's refusal is shown here too: it reads the content, not the name.
 */
export function PaperFile({ file, maxMb, error, onChange }: Props) {
  const { t, i18n } = useTranslation('contribution');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const shown = refusal ?? error;

  const pick = async (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    setRefusal(undefined);
    if (!PAPER_EXTENSIONS.includes(extensionOf(picked.name))) {
      setRefusal(formatMessage(lang, 'code.UPLOAD_TYPE', { types: 'PDF, DOC, DOCX' }));
      return;
    }
    if (picked.size > capBytes(maxMb)) {
      setRefusal(formatMessage(lang, 'code.UPLOAD_TOO_LARGE', { limit: `${maxMb}MB` }));
      return;
    }
    setBusy(true);
    try {
      const body = { type: 'paper' as const, file: picked };
      const r = await callApi(upload, body, { expect: REFUSALS });
      onChange({ id: r.fileId, name: r.name, size: r.size });
    } catch (err) {
      if (err instanceof ApiError) setRefusal(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`ct-field${shown ? ' ct-field--error' : ''}`}>
      <label className="ct-field__label" htmlFor="ct-file">
        {t('paper.file')}
        <span className="ct-field__req" aria-hidden="true">
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
        <div className="ct-field__error" id="ct-file-error" role="alert">
          {shown}
        </div>
      ) : (
        <div className="ct-field__hint" id="ct-file-hint">
          {t('paper.fileHint', { mb: maxMb })}
        </div>
      )}
    </div>
  );
}
