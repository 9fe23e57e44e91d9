import type { TCategory } from '@app/contract/calls/cms';
import { articleMain } from '@app/contract/meta/cms';
import { href, routeById } from '@app/contract/routes';
import { Popup } from 'antd-mobile';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client';
import {
  IconBulb,
  IconCalendar,
  IconClose,
  IconFolder,
  IconHome,
  IconJournal,
  IconRight,
  IconTeam,
  IconUser,
} from '../../../shared/ui/icons';

const SECTIONS: { key: string; to: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'home', to: '/', icon: IconHome },
  { key: 'meeting', to: '/meeting', icon: IconCalendar },
  { key: 'sci', to: '/sci', icon: IconJournal },
  { key: 'thinkTank', to: '/peerReview/index', icon: IconBulb },
  { key: 'talents', to: '/talentCooperation', icon: IconTeam },
  { key: 'personal', to: '/personal', icon: IconUser },
];

// Categories change rarely: one request per language and page load, retried after a failure.
const cache = new Map<string, Promise<TCategory[]>>();
function loadCategories(lang: string) {
  let p = cache.get(lang);
  if (!p) {
    p = callApi(articleMain, {}, { silent: true }).then((d) => d.categories);
    p.catch(() => cache.delete(lang));
    cache.set(lang, p);
  }
  return p;
}

/** The slide-out menu of the top navigation (§2): main sections and the CMS categories. */
export default function CategoryMenu({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [cats, setCats] = useState<TCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!visible) return;
    let live = true;
    setFailed(false);
    loadCategories(i18n.language).then(
      (list) => live && setCats(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [visible, i18n.language, attempt]);

  const categoryPath = routeById.categoryList!.path;
  return (
    <Popup visible={visible} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName="sh-menu">
      <div className="sh-menu-head">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <strong>{t('menu.title')}</strong>
        <button type="button" className="sh-icon-btn" aria-label={t('menu.close')} onClick={onClose}>
          <IconClose size={20} />
        </button>
      </div>
      <nav className="sh-menu-body" aria-label={t('menu.title')}>
        <h2 className="sh-menu-h">{t('menu.sections')}</h2>
        <ul className="sh-menu-grid">
          {SECTIONS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link to={to} onClick={onClose} className="sh-menu-section">
                <Icon size={22} />
                <span>{t(`menu.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="sh-menu-h">{t('menu.categories')}</h2>
        {cats === null && !failed ? <p className="sh-menu-note">{t('common:loading')}</p> : null}
        {failed ? (
          <p className="sh-menu-note">
            {t('menu.loadFailed')}{' '}
            <button type="button" className="sh-link-btn" onClick={() => setAttempt((n) => n + 1)}>
              {t('common:retry')}
            </button>
          </p>
        ) : null}
        {cats && cats.length === 0 ? <p className="sh-menu-note">{t('menu.noCategories')}</p> : null}
        {cats && cats.length > 0 ? (
          <ul className="sh-menu-list">
            {cats.map((c) => (
              <li key={c.id}>
                <Link to={href(categoryPath, { id: c.id })} onClick={onClose} className="sh-menu-cat">
                  <IconFolder size={18} />
                  <span className="sh-menu-cat-name">{c.name}</span>
                  <IconRight size={16} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </Popup>
  );
}
