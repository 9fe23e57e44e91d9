import { Code } from '@app/contract/codes';
import { Input, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { checkPic, KNOWN_SLOTS, type PicForm } from '../lib/pic-form';
import { dataField, EditorButtons, useEditorForm } from './editor-form';
import { Field } from './field';
import { PicImage } from './pic-image';

interface Props {
  initial: PicForm;
  title: string;
  onSave: (form: PicForm) => Promise<ApiError | null>;
  onCancel: () => void;
  idPrefix: string;
}

const LABEL: Record<string, string> = {
  slot: 'pics.slot',
  lang: 'pics.lang',
  title: 'pics.picTitle',
  image: 'pics.image',
  link: 'pics.link',
  sort: 'pics.sort',
};

/** Adds or edits one picture of a slot, with a preview of the image as typed. */
export function PicEditor({ initial, title, onSave, onCancel, idPrefix }: Props) {
  const { t } = useTranslation('staff');
  const [other, setOther] = useState(!(KNOWN_SLOTS as readonly string[]).includes(initial.slot));
  const { form, set, err, id, busy, submit, input } = useEditorForm({
    initial,
    idPrefix,
    labels: LABEL,
    check: checkPic,
    ownText: { slot: 'pics.slotInvalid' },
    refusedField: (r) => (r.code === Code.INVALID_INPUT ? dataField(r) : undefined),
    onSave,
  });

  return (
    <div className="stf-inline-form" data-testid="staff-pic-editor">
      <h2 className="stf-h2">{title}</h2>
      <PicImage src={form.image} alt={form.title} />
      <div className="stf-grid-2">
        <Field id={id('slot')} label={t('pics.slot')} error={err('slot')}>
          <select
            id={id('slot')}
            className="stf-select"
            value={other ? '' : form.slot}
            onChange={(e) => {
              setOther(e.target.value === '');
              set('slot', e.target.value);
            }}
          >
            {KNOWN_SLOTS.map((s) => (
              <option key={s} value={s}>
                {t(`pics.slotNames.${s}`)} ({s})
              </option>
            ))}
            <option value="">{t('pics.otherSlot')}</option>
          </select>
          {other ? (
            <Input
              className="stf-mt"
              value={form.slot}
              onChange={(v) => set('slot', v)}
              maxLength={40}
              aria-label={t('pics.slot')}
            />
          ) : null}
        </Field>
        <Field id={id('lang')} label={t('pics.lang')}>
          <select
            id={id('lang')}
            className="stf-select"
            value={form.lang}
            onChange={(e) => set('lang', e.target.value as 'zh' | 'en')}
          >
            <option value="zh">{t('common.lang.zh')}</option>
            <option value="en">{t('common.lang.en')}</option>
          </select>
        </Field>
      </div>
      {input('title', 100)}
      {input('image', 500, t('pics.imageHint'))}
      {input('link', 500, t('pics.linkHint'))}
      <div className="stf-inline-actions">
        <div className="stf-grid-2 stf-grow">
          {input('sort', 4)}
          <div className="stf-switch stf-switch-field">
            <span>{t('pics.enabled')}</span>
            <Switch checked={form.enabled} onChange={(v) => set('enabled', v)} aria-label={t('pics.enabled')} />
          </div>
        </div>
      </div>
      <EditorButtons busy={busy} onCancel={onCancel} onSave={submit} />
    </div>
  );
}
