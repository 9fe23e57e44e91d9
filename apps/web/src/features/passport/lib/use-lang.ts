import type { Lang } from '@app/contract/messages';
import { useTranslation } from 'react-i18next';

/** The interface language, re-rendering when it changes (for contract messages). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
