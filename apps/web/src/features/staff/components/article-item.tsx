import type { zStaffArticle } from '@app/contract/calls/staff';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { decodeText, formatDateTime } from '../lib/format';

interface Props {
  article: z.infer<typeof zStaffArticle>;
  categoryName: string;
  onDelete: () => void;
}

/** One article of the console list: title, where and when it shows, and its actions. */
export function ArticleItem({ article: a, categoryName, onDelete }: Props) {
  const { t } = useTranslation('staff');
  return (
    <li className="stf-item" data-testid="staff-article-item">
      <div className="stf-item-body">
        <Link to={`/staff/articles/${a.id}`} className="stf-item-title">
          {decodeText(a.title)}
        </Link>
        <div className="stf-item-meta">
          <span>{categoryName}</span>
          <span>{t(`common.lang.${a.lang}`)}</span>
          <span>{formatDateTime(a.publishedAt)}</span>
        </div>
        <div className="stf-tags">
          {a.isTop ? (
            <Tag color="primary" fill="outline">
              {t('articles.top')}
            </Tag>
          ) : null}
          {a.isHot ? (
            <Tag color="danger" fill="outline">
              {t('articles.hot')}
            </Tag>
          ) : null}
          {!a.published ? <Tag color="default">{t('articles.draft')}</Tag> : null}
        </div>
      </div>
      <div className="stf-item-actions">
        <Link to={`/staff/articles/${a.id}`} className="stf-text-button">
          {t('common.edit')}
        </Link>
        <Button size="mini" fill="none" color="danger" onClick={onDelete}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
