import { BACK_TO_TOP_THRESHOLD_PX } from '@app/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconUp } from '../../../shared/ui/icons';

/** §2/§9: a back-to-top button once the page has scrolled more than 1000px. */
export function BackToTop({ raised }: { raised: boolean }) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className={raised ? 'sh-top sh-top-raised' : 'sh-top'}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconUp size={20} />
    </button>
  );
}
