import { useTranslation } from 'react-i18next';

type Attendee = { name: string; countryCode: string; phone: string; email: string; unit: string; position: string };

/** One label and value of a details list (`mt-dl`). */
export function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="mt-dl__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Who a conference registration is for, as the order detail and the ticket details show it. */
export function AttendeeFacts({ attendee: a, testId }: { attendee: Attendee; testId?: string }) {
  const { t } = useTranslation('meeting');
  return (
    <dl className="mt-dl" data-testid={testId}>
      <FactRow label={t('attendee.name')} value={a.name} />
      <FactRow label={t('attendee.phone')} value={`+${a.countryCode} ${a.phone}`} />
      <FactRow label={t('attendee.email')} value={a.email} />
      <FactRow label={t('attendee.unit')} value={a.unit} />
      {a.position ? <FactRow label={t('attendee.positionShort')} value={a.position} /> : null}
    </dl>
  );
}
