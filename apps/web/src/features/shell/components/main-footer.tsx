import { useTranslation } from 'react-i18next';
import { IconCalendar, IconHome, IconJournal, IconPlay, IconUser } from '../../../shared/ui/icons';
import { type Tab, TabBar } from './tab-bar';

/** The online course school is another site; its address is configured per deployment. */
export const CLOUD_CLASSROOM_URL: string =
  (import.meta.env.VITE_CLOUD_CLASSROOM_URL as string | undefined) || 'https://classroom.example.org/';

/** Main site tab bar (§2): home, conferences, SCI journals, cloud classroom (external), my page. */
export function MainFooter({ routeId }: { routeId: string }) {
  const { t } = useTranslation('shell');
  const tabs: Tab[] = [
    { key: 'home', label: t('footer.home'), icon: IconHome, to: '/' },
    { key: 'meetingList', label: t('footer.meeting'), icon: IconCalendar, to: '/meeting' },
    { key: 'sciList', label: t('footer.sci'), icon: IconJournal, to: '/sci' },
    { key: 'classroom', label: t('footer.classroom'), icon: IconPlay, to: CLOUD_CLASSROOM_URL, external: true },
    { key: 'personal', label: t('footer.personal'), icon: IconUser, to: '/personal' },
  ];
  return <TabBar tabs={tabs} active={routeId} label={t('footer.label')} />;
}
