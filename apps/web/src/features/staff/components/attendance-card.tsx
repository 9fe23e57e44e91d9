import type { staffAttendance } from '@app/contract/calls/meeting-staff';
import type { CallOutput } from '@app/contract/call';
import { useTranslation } from 'react-i18next';
import { decodeText } from '../lib/format';

/** Registered, paid and checked-in counts of a conference, then per attendee category. */
export function AttendanceCard({ data }: { data: CallOutput<typeof staffAttendance> }) {
  const { t } = useTranslation('staff');
  return (
    <section className="stf-card stf-form" aria-labelledby="stf-att-h" data-testid="staff-attendance">
      <h2 className="stf-h2" id="stf-att-h">
        {t('checkin.attendance')}
      </h2>
      <div className="stf-stats">
        {(['registered', 'paid', 'checkedIn'] as const).map((k) => (
          <div key={k} className="stf-stat">
            <span className="stf-stat-value">{data[k]}</span>
            <span className="stf-muted">{t(`checkin.${k}`)}</span>
          </div>
        ))}
      </div>
      {data.categories.length ? (
        <table className="stf-table">
          <thead>
            <tr>
              <th scope="col">{t('checkin.category')}</th>
              <th scope="col">{t('checkin.registered')}</th>
              <th scope="col">{t('checkin.checkedIn')}</th>
            </tr>
          </thead>
          <tbody>
            {data.categories.map((c) => (
              <tr key={c.id}>
                <th scope="row">{decodeText(c.name)}</th>
                <td>{c.capacity === null ? c.registered : `${c.registered} / ${c.capacity}`}</td>
                <td>{c.checkedIn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
