import type { TSheetView } from '@app/contract/calls/settlement';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatYuan, type Lang } from '../../cms/lib/format';

/** The sheet as staff drew it up (§3): number, pre-tax amount, date, payee and bank details. */
export function SheetFacts({ sheet }: { sheet: TSheetView }) {
  const { t, i18n } = useTranslation('remuneration');
  const lang = i18n.language as Lang;
  const rows: [string, string][] = [
    ['sheetNo', sheet.sheetNo],
    ['meeting', sheet.meetingTitle ?? ''],
    ['createdAt', formatDateTime(sheet.createdAt, lang)],
    ['expertName', sheet.expertName],
    ['passportNo', sheet.passportNo],
    ['swiftCode', sheet.swiftCode],
    ['bankCard', sheet.bankCard],
    ['bankName', sheet.bankName],
    ['remark', sheet.remark],
  ];
  return (
    <section className="rm-card" aria-labelledby="rm-amount-label">
      <div className="rm-amount">
        <span id="rm-amount-label">{t('sheet.amount')}</span>
        <strong data-testid="sheet-amount">{formatYuan(sheet.amountFen, lang)}</strong>
      </div>
      <dl className="rm-facts">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{t(`sheet.${k}`)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
