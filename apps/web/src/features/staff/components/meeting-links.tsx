import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Everything staff run for one conference, one tap away from its editor and its list row. */
export function MeetingLinks({ id, withEdit }: { id: number; withEdit?: boolean }) {
  const { t } = useTranslation('staff');
  const links = [
    ...(withEdit ? [{ to: `/staff/meetings/${id}`, key: 'edit' }] : []),
    { to: `/staff/meetings/${id}/notices`, key: 'notices' },
    { to: `/staff/papers?meeting=${id}`, key: 'papers' },
    { to: `/staff/meetings/${id}/registrations`, key: 'registrations' },
    { to: `/staff/checkin/${id}`, key: 'checkin' },
    { to: `/staff/consult?meeting=${id}`, key: 'consult' },
    { to: `/staff/sheets?meeting=${id}`, key: 'sheets' },
  ];
  return (
    <nav className="stf-meeting-links" aria-label={t('meetings.linksLabel')}>
      {links.map((l) => (
        <Link key={l.key} to={l.to} className="stf-chip">
          {t(`meetings.links.${l.key}`)}
        </Link>
      ))}
    </nav>
  );
}
