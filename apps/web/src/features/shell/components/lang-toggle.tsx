import { useTranslation } from 'react-i18next';
import { setLang } from '../../../i18n';
import { applyAntdLocale } from '../../../shared/ui/antd-locale';

/**
 * zh ⇄ en (§1): setLang writes the one-day `lang` cookie and switches i18next, so the page
 * re-renders in the other language without a reload; the server reads the same cookie. antd-mobile's
 * locale is switched first, so its components re-render in the new language at the same time.
 */
export function LangToggle() {
  const { t, i18n } = useTranslation('shell');
  const next = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <button
      type="button"
      className="sh-lang"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      aria-label={t('nav.switchLang')}
      onClick={() => void applyAntdLocale(next).then(() => setLang(next))}
    >
      {t('nav.langLabel')}
    </button>
  );
}
