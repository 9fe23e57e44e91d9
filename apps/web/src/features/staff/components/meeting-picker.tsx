import { staffMeetingList } from '@app/contract/meta/meeting-staff';
import { useTranslation } from 'react-i18next';
import { decodeText } from '../lib/format';
import { useStaffCall } from '../lib/staff-api';

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first option's text: "all conferences" for a filter, "choose" where one is needed. */
  allLabel?: string;
  id?: string;
}

/** A conference chosen from the newest hundred (the list call's largest page). */
export function MeetingPicker({ value, onChange, allLabel, id }: Props) {
  const { t } = useTranslation('staff');
  const list = useStaffCall(staffMeetingList, { page: 1, pageSize: 100 });
  const known = list.data?.list.some((m) => m.id === value);
  return (
    <select
      id={id}
      className="stf-select"
      aria-label={t('meetings.pick')}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value) || null)}
    >
      <option value="">{allLabel ?? t('meetings.all')}</option>
      {list.data?.list.map((m) => (
        <option key={m.id} value={m.id}>
          {decodeText(m.title)}
        </option>
      ))}
      {value && list.data && !known ? <option value={value}>#{value}</option> : null}
    </select>
  );
}
