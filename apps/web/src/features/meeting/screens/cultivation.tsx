import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuidePage } from '../components/guide-page';
import '../styles';

/** /coopJournal/cultivation (public): the partner-journal cultivation programme. */
export default function Cultivation() {
  const { t } = useTranslation('meeting');
  return (
    <GuidePage
      page="cultivation"
      actions={
        <>
          <Link className="ui-btn ui-btn-primary" to={routeById.sciList!.path}>
            {t('guide.browseJournals')}
          </Link>
          <Link className="ui-btn" to={routeById.meetingList!.path}>
            {t('guide.browseMeetings')}
          </Link>
        </>
      }
    />
  );
}
