import { staffPicDelete, staffPicList, staffPicSave, type zStaffPic } from '@app/contract/meta/staff';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { confirmDelete } from '../components/confirm-delete';
import { ListState } from '../components/list-state';
import { PicEditor } from '../components/pic-editor';
import { PicImage } from '../components/pic-image';
import { decodeText } from '../lib/format';
import { emptyPic, fromPic, KNOWN_SLOTS, type PicForm, toPicInput } from '../lib/pic-form';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useUnsavedGuard } from '../lib/unsaved';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Pic = z.infer<typeof zStaffPic>;

/** /staff/pics: the pictures of each slot (home carousel, home ad, right banner, …). */
export default function PicList() {
  const { t, i18n } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const slot = params.get('slot') ?? '';
  const list = useStaffCall(staffPicList, slot ? { slot } : {});
  const [editing, setEditing] = useState<'new' | number | null>(null);
  useUnsavedGuard(editing !== null);
  const slotName = (s: string) => ((KNOWN_SLOTS as readonly string[]).includes(s) ? t(`pics.slotNames.${s}`) : s);

  const save = async (form: PicForm, id?: number) => {
    try {
      await staffCall(staffPicSave, toPicInput(form, id));
      Toast.show({ content: t('common.saved') });
      setEditing(null);
      list.reload();
      return null;
    } catch (err) {
      return err instanceof ApiError ? err : new ApiError(-1, t('common.loadFailed'));
    }
  };

  const remove = async (p: Pic) => {
    if (!(await confirmDelete(decodeText(p.title)))) return;
    try {
      await staffCall(staffPicDelete, { id: p.id });
      Toast.show({ content: t('common.deleted') });
      list.reload();
    } catch {
      // Toasted by the client.
    }
  };

  const chip = (value: string, label: string) => (
    <button
      key={value || 'all'}
      type="button"
      className={slot === value ? 'stf-chip is-active' : 'stf-chip'}
      aria-pressed={slot === value}
      onClick={() => {
        setEditing(null);
        setParams(value ? { slot: value } : {});
      }}
    >
      {label}
    </button>
  );

  const newPic = emptyPic(slot || 'home_banner', i18n.language === 'en' ? 'en' : 'zh');
  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('pics.title')}</h1>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          {t('pics.add')}
        </Button>
      </div>
      <fieldset className="stf-chips">
        <legend className="stf-sr-only">{t('pics.slot')}</legend>
        {chip('', t('pics.allSlots'))}
        {KNOWN_SLOTS.map((s) => chip(s, slotName(s)))}
      </fieldset>
      {editing === 'new' ? (
        <div className="stf-card">
          <PicEditor
            idPrefix="stf-pic-new"
            title={t('pics.addTitle')}
            initial={newPic}
            onSave={(f) => save(f)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      <ListState state={list} empty={t('common.empty')} isEmpty={list.data?.length === 0}>
        <ul className="stf-card stf-list">
          {list.data?.map((p) =>
            editing === p.id ? (
              <li key={p.id} className="stf-item is-editing">
                <PicEditor
                  idPrefix={`stf-pic-${p.id}`}
                  title={t('pics.editTitle')}
                  initial={fromPic(p)}
                  onSave={(f) => save(f, p.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={p.id} className="stf-item stf-pic-item" data-testid="staff-pic-item">
                <PicImage src={p.image} alt={decodeText(p.title)} small />
                <div className="stf-item-body">
                  <div className="stf-item-title">{decodeText(p.title)}</div>
                  <div className="stf-item-meta">
                    <span>{slotName(p.slot)}</span>
                    <span>{t(`common.lang.${p.lang}`)}</span>
                    <span>
                      {t('pics.sort')} {p.sort}
                    </span>
                  </div>
                  <div className="stf-item-link">{p.link || '—'}</div>
                  {!p.enabled ? (
                    <div className="stf-tags">
                      <Tag color="default">{t('pics.disabled')}</Tag>
                    </div>
                  ) : null}
                </div>
                <div className="stf-item-actions">
                  <Button size="mini" fill="none" color="primary" onClick={() => setEditing(p.id)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="mini" fill="none" color="danger" onClick={() => remove(p)}>
                    {t('common.delete')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      </ListState>
    </div>
  );
}
