import { staffPicDelete, staffPicList, staffPicSave, type zStaffPic } from '@app/contract/meta/staff';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { InlineEditList, useInlineEdit } from '../components/inline-edit-list';
import { PicEditor } from '../components/pic-editor';
import { PicImage } from '../components/pic-image';
import { decodeText } from '../lib/format';
import { emptyPic, fromPic, KNOWN_SLOTS, toPicInput } from '../lib/pic-form';
import { staffCall, useStaffCall } from '../lib/staff-api';

type Pic = z.infer<typeof zStaffPic>;

/** /staff/pics: the pictures of each slot (home carousel, home ad, right banner, …). */
export default function PicList() {
  const { t, i18n } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const slot = params.get('slot') ?? '';
  const list = useStaffCall(staffPicList, slot ? { slot } : {});
  const edit = useInlineEdit(list.reload);
  const slotName = (s: string) => ((KNOWN_SLOTS as readonly string[]).includes(s) ? t(`pics.slotNames.${s}`) : s);

  const remove = (p: Pic) => void edit.remove(decodeText(p.title), () => staffCall(staffPicDelete, { id: p.id }));

  const chip = (value: string, label: string) => (
    <button
      key={value || 'all'}
      type="button"
      className={slot === value ? 'stf-chip is-active' : 'stf-chip'}
      aria-pressed={slot === value}
      onClick={() => {
        // An editor open on the old slot's list would outlive its row.
        edit.setEditing(null);
        setParams(value ? { slot: value } : {});
      }}
    >
      {label}
    </button>
  );

  const newPic = emptyPic(slot || 'home_banner', i18n.language === 'en' ? 'en' : 'zh');
  return (
    <InlineEditList
      title={t('pics.title')}
      addLabel={t('pics.add')}
      list={list}
      edit={edit}
      editor={(p) => (
        <PicEditor
          idPrefix={`stf-pic-${p?.id ?? 'new'}`}
          title={t(p ? 'pics.editTitle' : 'pics.addTitle')}
          initial={p ? fromPic(p) : newPic}
          onSave={(f) => edit.save(() => staffCall(staffPicSave, toPicInput(f, p?.id)))}
          onCancel={() => edit.setEditing(null)}
        />
      )}
      row={(p) => (
        <>
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
        </>
      )}
      rowClass="stf-item stf-pic-item"
      rowTestId="staff-pic-item"
      onDelete={remove}
    >
      <fieldset className="stf-chips">
        <legend className="stf-sr-only">{t('pics.slot')}</legend>
        {chip('', t('pics.allSlots'))}
        {KNOWN_SLOTS.map((s) => chip(s, slotName(s)))}
      </fieldset>
    </InlineEditList>
  );
}
