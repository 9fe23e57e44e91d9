import type { RouteDef } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCompass } from '../../../shared/ui/icons';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useGoBack } from '../use-go-back';

/**
 * The part of the product a route belongs to. Pending routes carry the issue that builds them and
 * the route table groups issues by section (3 conferences, 4 orders, 5 personal, 6 think tank).
 */
export function sectionOf(route: RouteDef): string {
  if (route.area === 'peerReview') return 'thinkTank';
  if (route.area === 'staff') return 'staff';
  const byIssue: Record<number, string> = { 3: 'meeting', 4: 'orders', 5: 'personal', 6: 'thinkTank' };
  return (route.pending && byIssue[route.pending]) || 'main';
}

/** The one shared screen for routes whose screen is not open yet: says so, names the section, offers a way out. */
export default function PendingScreen({ route }: { route: RouteDef }) {
  const { t } = useTranslation(['shell', 'titles']);
  const back = useGoBack();
  return (
    <StatusPanel
      testId="pending-screen"
      icon={<IconCompass size={34} />}
      badge={t('pending.badge')}
      title={t('pending.title')}
      description={t('pending.body', {
        page: t(`titles:${route.titleKey}`),
        section: t(`section.${sectionOf(route)}`),
      })}
      actions={
        <>
          <Link className="ui-btn ui-btn-primary" to="/">
            {t('pending.home')}
          </Link>
          <button type="button" className="ui-btn" onClick={back}>
            {t('pending.back')}
          </button>
        </>
      }
    />
  );
}
