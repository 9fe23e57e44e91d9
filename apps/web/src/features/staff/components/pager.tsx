import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, total, onPage }: Props) {
  const { t } = useTranslation('staff');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="stf-pager">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.prev')}
      </Button>
      <span className="stf-pager-text">{t('common.pageOf', { page, pages, total })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </div>
  );
}
