import { useTranslation } from 'react-i18next';
import { IconBulb, IconGlobe, IconTasks, IconUser } from '../../../shared/ui/icons';
import { type Tab, TabBar } from './tab-bar';

/** The think-tank area's own tab bar (§2): think-tank home, task hall, the main site, my centre. */
export function ThinkTankFooter({ routeId }: { routeId: string }) {
  const { t } = useTranslation('shell');
  const tabs: Tab[] = [
    { key: 'prIndex', label: t('prFooter.index'), icon: IconBulb, to: '/peerReview/index' },
    { key: 'prTaskList', label: t('prFooter.taskList'), icon: IconTasks, to: '/peerReview/taskList' },
    { key: 'home', label: t('prFooter.main'), icon: IconGlobe, to: '/' },
    { key: 'prCentre', label: t('prFooter.centre'), icon: IconUser, to: '/peerReview/taskCenter/index' },
  ];
  // 'home' is never active here: this bar only shows on think-tank routes.
  return <TabBar tabs={tabs} active={routeId} label={t('prFooter.label')} />;
}
