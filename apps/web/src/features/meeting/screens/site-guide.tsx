import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuidePage } from '../components/guide-page';
import '../styles';

/** /siteGuide (public): how to use the site — find a conference, register, pay, attend, ask. */
export default function SiteGuide() {
  const { t } = useTranslation('meeting');
  return (
    <GuidePage
      page="siteGuide"
      actions={
        <>
          <Link className="ui-btn ui-btn-primary" to={routeById.meetingList!.path}>
            {t('guide.browseMeetings')}
          </Link>
          <Link className="ui-btn" to={routeById.submitGuide!.path}>
            {t('guide.toSubmitGuide')}
          </Link>
        </>
      }
    />
  );
}
