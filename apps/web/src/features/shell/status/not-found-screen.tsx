import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconAlert } from '../../../shared/ui/icons';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useGoBack } from '../use-go-back';

/** Any path outside the route table. */
export default function NotFoundScreen() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const back = useGoBack();
  return (
    <StatusPanel
      testId="not-found"
      tone="warning"
      icon={<IconAlert size={34} />}
      badge="404"
      title={t('notFound.title')}
      description={t('notFound.body', { path: pathname })}
      actions={
        <>
          <Link className="ui-btn ui-btn-primary" to="/">
            {t('notFound.home')}
          </Link>
          <button type="button" className="ui-btn" onClick={back}>
            {t('notFound.back')}
          </button>
        </>
      }
    />
  );
}
