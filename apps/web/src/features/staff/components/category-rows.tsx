import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type CategoryRow, newCategoryRow } from '../lib/meeting-form';
import { yuanToFen } from '../lib/money';
import { formatYuan } from '../../cms/lib/format';
import { errorProps, Field } from './field';

interface Props {
  rows: CategoryRow[];
  onChange: (rows: CategoryRow[]) => void;
  /** Error text by form field name (`categories.<i>.<name>`). */
  err: (field: string) => string | null;
}

const MAX_CATEGORIES = 20;

/**
 * Attendee categories with their fee (typed in yuan, sent in fen) and optional capacity. A category
 * people already registered under keeps its fee and cannot be removed: their orders were priced by it.
 */
export function CategoryRows({ rows, onChange, err }: Props) {
  const { t, i18n } = useTranslation('staff');
  const set = (i: number, patch: Partial<CategoryRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const listError = err('categories');
  return (
    <div className="stf-cats">
      {rows.map((r, i) => {
        const id = (k: string) => `stf-m-cat-${i}-${k}`;
        const fen = yuanToFen(r.fee);
        const locked = r.registered > 0;
        const cell = (k: 'name' | 'nameEn' | 'fee' | 'capacity', max: number, extra: object = {}) => {
          const e = err(`categories.${i}.${k}`);
          return (
            <Field
              id={id(k)}
              label={t(`meetingEditor.cat.${k}`)}
              error={e}
              hint={
                k === 'fee'
                  ? locked
                    ? t('meetingEditor.cat.feeLocked')
                    : fen !== null
                      ? formatYuan(fen, i18n.language === 'en' ? 'en' : 'zh')
                      : t('meetingEditor.cat.feeHint')
                  : k === 'capacity'
                    ? t('meetingEditor.cat.capacityHint')
                    : undefined
              }
            >
              <Input
                id={id(k)}
                value={r[k]}
                onChange={(v) => set(i, { [k]: v })}
                maxLength={max}
                {...extra}
                {...errorProps(id(k), e)}
              />
            </Field>
          );
        };
        return (
          <fieldset key={r.key} className="stf-cat" data-testid="staff-category-row">
            <legend className="stf-cat-head">
              <span>{t('meetingEditor.cat.title', { n: i + 1 })}</span>
              {locked ? (
                <span className="stf-muted">{t('meetingEditor.cat.registered', { count: r.registered })}</span>
              ) : null}
            </legend>
            <div className="stf-grid-2">
              {cell('name', 40)}
              {cell('nameEn', 60)}
              {cell('fee', 12, { inputMode: 'decimal', disabled: locked })}
              {cell('capacity', 7, { inputMode: 'numeric' })}
            </div>
            <div className="stf-inline-buttons">
              <Button
                size="mini"
                fill="none"
                color="danger"
                disabled={locked || rows.length <= 1}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                {t('meetingEditor.cat.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError ? (
        <div className="stf-error" role="alert">
          {listError}
        </div>
      ) : null}
      <Button
        size="small"
        disabled={rows.length >= MAX_CATEGORIES}
        onClick={() => onChange([...rows, newCategoryRow()])}
      >
        {t('meetingEditor.cat.add')}
      </Button>
    </div>
  );
}
