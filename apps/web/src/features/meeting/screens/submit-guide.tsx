import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuidePage } from '../components/guide-page';
import '../styles';

/** /submitGuide (public): how to submit a paper to a conference, the author rules of §5 included. */
export default function SubmitGuide() {
  const { t } = useTranslation('meeting');
  return (
    <GuidePage
      page="submitGuide"
      actions={
        <>
          <Link className="ui-btn ui-btn-primary" to={routeById.meetingList!.path}>
            {t('guide.chooseMeeting')}
          </Link>
          <Link className="ui-btn" to={routeById.paperList!.path}>
            {t('guide.myPapers')}
          </Link>
        </>
      }
    />
  );
}
