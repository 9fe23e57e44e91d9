import type { TMeetingHome } from '@app/contract/calls/meeting';
import { useTranslation } from 'react-i18next';
import { formatYuan, type Lang } from '../../cms/lib/format';

type Category = TMeetingHome['categories'][number];

/** Fee of a category: "free" for 0 fen. */
export function useFeeText() {
  const { t, i18n } = useTranslation('meeting');
  return (fen: number) => (fen === 0 ? t('category.free') : formatYuan(fen, i18n.language as Lang));
}

/** Places left, when the category is limited. */
export function PlacesNote({ category }: { category: Category }) {
  const { t } = useTranslation('meeting');
  if (category.remaining === null) return <span className="mt-cat__places">{t('category.unlimited')}</span>;
  if (category.remaining <= 0) return <span className="mt-cat__places mt-cat__places--full">{t('category.full')}</span>;
  return <span className="mt-cat__places">{t('category.remaining', { count: category.remaining })}</span>;
}

/** The registration categories and their fees, read only (the detail page). */
export function CategoryList({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('meeting');
  const fee = useFeeText();
  if (!categories.length) return <p className="mt-muted">{t('category.none')}</p>;
  return (
    <ul className="mt-cats" data-testid="category-list">
      {categories.map((c) => (
        <li key={c.id} className="mt-cat">
          <div className="mt-cat__main">
            <span className="mt-cat__name">{c.name}</span>
            <PlacesNote category={c} />
          </div>
          <span className="mt-cat__fee">{fee(c.feeFen)}</span>
        </li>
      ))}
    </ul>
  );
}
