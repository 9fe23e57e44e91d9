import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './load-more.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/**
 * The foot of a paged list: loads the next page by itself when it scrolls into view (infinite
 * scroll), and is also a button, so it works without IntersectionObserver and after a failure.
 */
export function LoadMore({ hasMore, loading, failed, onLoad }: Props) {
  const { t } = useTranslation('cms');
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const auto = hasMore && !loading && !failed;

  useEffect(() => {
    const el = ref.current;
    if (!auto || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), {
      rootMargin: '0px 0px 240px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [auto]);

  if (!hasMore) return <div className="cms-more cms-more--end">{t('list.end')}</div>;
  return (
    <div className="cms-more" ref={ref}>
      {loading ? (
        <span className="cms-more__loading">{t('loading')}</span>
      ) : (
        <button type="button" className="cms-more__btn" onClick={onLoad}>
          {failed ? t('list.retry') : t('list.more')}
        </button>
      )}
    </div>
  );
}
