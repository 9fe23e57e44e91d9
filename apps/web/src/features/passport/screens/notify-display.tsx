import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../passport.css';

/** Caps what another page can make us show: a headline and a short message, nothing more. */
const MAX_TITLE = 60;
const MAX_MSG = 300;

/**
 * /notify/display?type=success|fail&title=&msg=: a generic result page that other flows (payment
 * returns, e-mail links) send people to. Title and message come from the URL, so they are shown
 * as plain text only (React escapes them) and cut to a sane length.
 */
export default function NotifyDisplayScreen() {
  const { t } = useTranslation('passport');
  const [search] = useSearchParams();
  const ok = search.get('type') !== 'fail';
  const title = search.get('title')?.trim().slice(0, MAX_TITLE) || t(ok ? 'notify.success' : 'notify.fail');
  const msg = search.get('msg')?.trim().slice(0, MAX_MSG) ?? '';
  return (
    <div className="pp-page">
      <Result status={ok ? 'success' : 'error'} title={title} description={msg || undefined} />
      <Link className="pp-link-button" to="/">
        {t('common.home')}
      </Link>
    </div>
  );
}
