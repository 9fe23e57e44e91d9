import { staffArticleGet, staffArticleSave, staffCategoryList } from '@app/contract/meta/staff';
import { Code } from '@app/contract/codes';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ArticleFields } from '../components/article-fields';
import { BackLink, PageHead } from '../components/detail-frame';
import { EditorNotFound, SaveBar, useSavedForm } from '../components/editor-page';
import { HtmlEditor } from '../components/html-editor';
import { type ArticleForm, checkArticle, emptyArticle, fromArticle, toSaveInput } from '../lib/article-form';
import { formatDateTime } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

const LABELS: Record<string, string> = {
  categoryId: 'editor.category',
  lang: 'editor.lang',
  title: 'editor.title',
  summary: 'editor.summary',
  author: 'editor.author',
  source: 'editor.source',
  cover: 'editor.cover',
  content: 'editor.content',
};

/** /staff/articles/new and /staff/articles/:id: the article editor with a sanitized live preview. */
export default function ArticleEditor() {
  const { t, i18n } = useTranslation('staff');
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const existing = useStaffCall(staffArticleGet, id ? { id } : null);
  const cats = useStaffCall(staffCategoryList, {});
  const [errors, setErrors] = useState<Partial<Record<keyof ArticleForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const { form, setForm, setSaved, dirty } = useSavedForm(
    id ? null : emptyArticle(i18n.language === 'en' ? 'en' : 'zh'),
    existing.data,
    fromArticle,
    busy,
  );

  if (id && existing.error?.code === Code.NOT_FOUND) {
    return <EditorNotFound title={t('editor.notFound')} listPath="/staff/articles" />;
  }
  if (!form || !cats.data) return <PageLoading label={t('common.loading')} />;

  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const fieldError = (field: string, kind: string) => t(`validation.${kind}`, { field: t(LABELS[field] ?? field) });

  const save = async () => {
    const issue = checkArticle(form);
    if (issue) {
      setErrors({ [issue.field]: fieldError(issue.field, issue.kind) });
      document.getElementById(`stf-${issue.field === 'categoryId' ? 'category' : issue.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await staffCall(staffArticleSave, toSaveInput(form, id));
      setSaved(form);
      Toast.show({ content: id ? t('common.saved') : t('editor.created') });
      if (!id) navigate(`/staff/articles/${r.id}`, { replace: true });
      else existing.reload();
    } catch (err) {
      // The server names the refused field: show it there too (the client toasted the message).
      const field = err instanceof ApiError ? (err.data as { field?: string } | null)?.field : undefined;
      if (field && field in LABELS) setErrors({ [field]: (err as ApiError).codeMsg });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stf-page stf-editor">
      <PageHead
        back={<BackLink to="/staff/articles" label={t('articles.title')} />}
        title={id ? t('editor.editTitle') : t('editor.newTitle')}
        sub={existing.data ? t('editor.publishedAt', { date: formatDateTime(existing.data.publishedAt) }) : undefined}
      />
      <section className="stf-card stf-form">
        <ArticleFields form={form} set={set} categories={cats.data} errors={errors} />
      </section>
      <section className="stf-card stf-form">
        <HtmlEditor value={form.content} onChange={(v) => set('content', v)} error={errors.content} />
      </section>
      <SaveBar busy={busy} disabled={!dirty && !!id} onCancel={() => navigate('/staff/articles')} onSave={save} />
    </div>
  );
}
