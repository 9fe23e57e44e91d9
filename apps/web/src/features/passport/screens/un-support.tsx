import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../passport.css';

/** /UnSupport: a function that exists only on the desktop site. */
export default function UnSupportScreen() {
  const { t } = useTranslation('passport');
  return (
    <div className="pp-page">
      <Result status="info" title={t('unSupport.title')} description={t('unSupport.desc')} />
      <Link className="pp-link-button" to="/">
        {t('common.home')}
      </Link>
    </div>
  );
}
