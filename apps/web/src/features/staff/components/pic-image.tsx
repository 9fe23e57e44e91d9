import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeUrl } from '../lib/validate';

/** A picture slot's image as it will show, or why it cannot be shown. */
export function PicImage({ src, alt = '', small }: { src: string; alt?: string; small?: boolean }) {
  const { t } = useTranslation('staff');
  const [failed, setFailed] = useState<string | null>(null);
  const url = src.trim();
  const cls = small ? 'stf-pic-img is-small' : 'stf-pic-img';
  if (!url || !isSafeUrl(url)) return <div className={`${cls} is-empty`}>{small ? '' : t('pics.noImage')}</div>;
  if (failed === url) return <div className={`${cls} is-empty`}>{t('pics.badImage')}</div>;
  return <img className={cls} src={url} alt={alt} loading="lazy" onError={() => setFailed(url)} />;
}
