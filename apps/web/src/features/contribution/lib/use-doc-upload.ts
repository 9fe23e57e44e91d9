import { Code } from '@app/contract/codes';
import { formatMessage, type Lang } from '@app/contract/messages';
import { upload } from '@app/contract/meta/common';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../shared/api/client';
import { capBytes, extensionOf, PAPER_EXTENSIONS } from './file-size';

export interface UploadedDoc {
  id: string;
  name: string;
  size: number;
}

const REFUSALS = [Code.UPLOAD_TYPE, Code.UPLOAD_TOO_LARGE, Code.INVALID_INPUT];

/**
 * One PDF or Word file through the upload call: type and size checked before sending, the
 * server's refusal (it reads the content, not the name) kept to show beside the field.
 */
export function useDocUpload(kind: 'paper' | 'document', maxMb: number, onDone: (file: UploadedDoc) => void) {
  const { i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

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
      // The file travels as multipart beside the declared fields (the call's input names only `type`).
      const body = { type: kind, file: picked };
      const r = await callApi(upload, body, { expect: REFUSALS });
      onDone({ id: r.fileId, name: r.name, size: r.size });
    } catch (err) {
      if (err instanceof ApiError) setRefusal(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };
  return { input, busy, refusal, pick };
}
