import type { zStaffCategory } from '@app/contract/calls/staff';
import { Input, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ArticleForm } from '../lib/article-form';
import { decodeText } from '../lib/format';
import { isSafeUrl } from '../lib/validate';
import { errorProps, Field } from './field';

interface Props {
  form: ArticleForm;
  set: <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => void;
  categories: z.infer<typeof zStaffCategory>[];
  errors: Partial<Record<keyof ArticleForm, string>>;
}

/** Everything about an article except its body: where it shows, its texts, cover and flags. */
export function ArticleFields({ form, set, categories, errors: e }: Props) {
  const { t, i18n } = useTranslation('staff');
  const text = (key: 'title' | 'author' | 'source' | 'cover', max: number, placeholder?: string) => (
    <Input
      id={`stf-${key}`}
      value={form[key]}
      onChange={(v) => set(key, v)}
      maxLength={max}
      placeholder={placeholder}
      {...errorProps(`stf-${key}`, e[key])}
    />
  );
  const cover = form.cover.trim();
  return (
    <>
      <div className="stf-grid-2">
        <Field id="stf-category" label={t('editor.category')} error={e.categoryId}>
          <select
            id="stf-category"
            className="stf-select"
            value={form.categoryId ?? ''}
            onChange={(ev) => set('categoryId', Number(ev.target.value) || null)}
            {...errorProps('stf-category', e.categoryId)}
          >
            <option value="">{t('editor.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {decodeText(i18n.language === 'en' ? c.nameEn : c.nameZh)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="stf-lang" label={t('editor.lang')}>
          <select
            id="stf-lang"
            className="stf-select"
            value={form.lang}
            onChange={(ev) => set('lang', ev.target.value as 'zh' | 'en')}
          >
            <option value="zh">{t('common.lang.zh')}</option>
            <option value="en">{t('common.lang.en')}</option>
          </select>
        </Field>
      </div>
      <Field id="stf-title" label={t('editor.title')} error={e.title}>
        {text('title', 200, t('editor.titlePlaceholder'))}
      </Field>
      <Field id="stf-summary" label={t('editor.summary')} error={e.summary}>
        <TextArea
          id="stf-summary"
          value={form.summary}
          onChange={(v) => set('summary', v)}
          maxLength={500}
          rows={3}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('editor.summaryPlaceholder')}
        />
      </Field>
      <div className="stf-grid-2">
        <Field id="stf-author" label={t('editor.author')} error={e.author}>
          {text('author', 60)}
        </Field>
        <Field id="stf-source" label={t('editor.source')} error={e.source}>
          {text('source', 60)}
        </Field>
      </div>
      <Field id="stf-cover" label={t('editor.cover')} hint={t('editor.coverHint')} error={e.cover}>
        <div className="stf-with-thumb">
          {text('cover', 500, t('editor.coverPlaceholder'))}
          {cover && isSafeUrl(cover) ? <img className="stf-thumb" src={cover} alt="" /> : null}
        </div>
      </Field>
      <div className="stf-switches">
        {(['isTop', 'isHot', 'published'] as const).map((k) => (
          <div key={k} className="stf-switch">
            <span>{t(`editor.${k}`)}</span>
            <Switch checked={form[k]} onChange={(v) => set(k, v)} aria-label={t(`editor.${k}`)} />
          </div>
        ))}
      </div>
    </>
  );
}
