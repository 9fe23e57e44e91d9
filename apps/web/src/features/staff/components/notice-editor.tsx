import { Code } from '@app/contract/codes';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { checkNotice, type NoticeForm } from '../lib/notice-form';
import { dataField, EditorButtons, useEditorForm } from './editor-form';
import { HtmlEditor } from './html-editor';

interface Props {
  initial: NoticeForm;
  /** Null for a site page (then the key is asked for). */
  meetingId: number | null;
  onSave: (form: NoticeForm) => Promise<ApiError | null>;
  onCancel: () => void;
  idPrefix: string;
}

const LABEL: Record<string, string> = {
  key: 'notices.key',
  title: 'notices.titleZh',
  titleEn: 'notices.titleEn',
  content: 'notices.contentZh',
  contentEn: 'notices.contentEn',
};

/** A notice (or site page) in both languages, each body with the sanitized live preview of the article editor. */
export function NoticeEditor({ initial, meetingId, onSave, onCancel, idPrefix }: Props) {
  const { t } = useTranslation('staff');
  const { form, set, err, id, busy, submit, input } = useEditorForm({
    initial,
    idPrefix,
    labels: LABEL,
    check: (f) => checkNotice(f, meetingId),
    ownText: { key: 'notices.keyInvalid' },
    refusedField: (r) => (r.code === Code.INVALID_INPUT ? dataField(r) : undefined),
    onSave,
  });
  return (
    <div className="stf-inline-form" data-testid="staff-notice-editor">
      {meetingId === null ? input('key', 40, t('notices.keyHint')) : null}
      {input('title', 200)}
      {input('titleEn', 300)}
      <HtmlEditor
        id={id('content')}
        label={t('notices.contentZh')}
        value={form.content}
        onChange={(v) => set('content', v)}
        error={err('content')}
      />
      <HtmlEditor
        id={id('contentEn')}
        label={t('notices.contentEn')}
        value={form.contentEn}
        onChange={(v) => set('contentEn', v)}
        error={err('contentEn')}
      />
      <EditorButtons busy={busy} onCancel={onCancel} onSave={submit} />
    </div>
  );
}
