import { Code } from '@app/contract/codes';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { formatYuan } from '../../cms/lib/format';
import { yuanToFen } from '../lib/money';
import { checkSheet, type SheetForm } from '../lib/sheet-form';
import { dataField, EditorButtons, useEditorForm } from './editor-form';
import { Field } from './field';
import { MeetingPicker } from './meeting-picker';

interface Props {
  initial: SheetForm;
  onSave: (form: SheetForm) => Promise<ApiError | null>;
  onCancel: () => void;
  idPrefix: string;
}

const LABEL: Record<string, string> = {
  expertName: 'sheets.f.expertName',
  amount: 'sheets.f.amount',
  passportNo: 'sheets.f.passportNo',
  swiftCode: 'sheets.f.swiftCode',
  bankCard: 'sheets.f.bankCard',
  bankName: 'sheets.f.bankName',
  remark: 'sheets.f.remark',
  guestCountryCode: 'sheets.f.guestCountryCode',
  guestPhone: 'sheets.f.guestPhone',
  guestEmail: 'sheets.f.guestEmail',
};

/** An allowance sheet's §3 fields and the guest's contacts the link is sent to. */
export function SheetEditor({ initial, onSave, onCancel, idPrefix }: Props) {
  const { t, i18n } = useTranslation('staff');
  const { form, set, id, busy, submit, input } = useEditorForm({
    initial,
    idPrefix,
    labels: LABEL,
    check: checkSheet,
    ownText: { guestPhone: 'sheets.phoneInvalid', guestEmail: 'sheets.emailInvalid', amount: 'sheets.amountInvalid' },
    refusedField: (r) => {
      const f = r.code === Code.INVALID_INPUT ? dataField(r) : undefined;
      return f === 'amountFen' ? 'amount' : f;
    },
    onSave,
  });
  const fen = yuanToFen(form.amount);
  const amountHint =
    fen !== null && fen > 0 ? formatYuan(fen, i18n.language === 'en' ? 'en' : 'zh') : t('sheets.amountHint');
  return (
    <div className="stf-inline-form" data-testid="staff-sheet-editor">
      <Field id={id('meetingId')} label={t('sheets.f.meeting')} hint={t('sheets.meetingHint')}>
        <MeetingPicker
          id={id('meetingId')}
          value={form.meetingId}
          allLabel={t('sheets.noMeeting')}
          onChange={(v) => set('meetingId', v)}
        />
      </Field>
      <div className="stf-grid-2">
        {input('expertName', 60)}
        {input('amount', 12, amountHint)}
        {input('bankCard', 40)}
        {input('bankName', 100)}
        {input('swiftCode', 11, t('sheets.swiftHint'))}
        {input('passportNo', 40)}
        {input('guestCountryCode', 4, undefined, 'numeric')}
        {input('guestPhone', 15, undefined, 'numeric')}
      </div>
      {input('guestEmail', 254)}
      {input('remark', 500)}
      <EditorButtons busy={busy} onCancel={onCancel} onSave={submit} />
    </div>
  );
}
