import { staffAttendance, staffCheckin, staffMeetingGet } from '@app/contract/meta/meeting-staff';
import { Code } from '@app/contract/codes';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { AttendanceCard } from '../components/attendance-card';
import { errorProps, Field } from '../components/field';
import { MeetingPicker } from '../components/meeting-picker';
import { QrScanner } from '../components/qr-scanner';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';

/** The ticket code as the contract takes it (printed under the QR on the e-ticket). */
const TICKET_CODE = /^[A-Za-z0-9]{6,16}$/;
/** Refusals shown in the result panel rather than as a passing toast. */
const EXPECTED = [Code.ALREADY_SUBMITTED, Code.NOT_FOUND, Code.INVALID_STATE, Code.OUT_OF_WINDOW, Code.INVALID_INPUT];

type Result =
  | { kind: 'ok'; name: string; category: string; at: string }
  | { kind: 'already'; text: string; name?: string; category?: string }
  | { kind: 'refused'; text: string };

const RECENT = 8;

/** /staff/checkin: choose the conference to check people in for. */
export function CheckinPick() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('checkin.title')}</h1>
      </div>
      <section className="stf-card stf-form">
        <Field id="stf-checkin-meeting" label={t('checkin.pick')}>
          <MeetingPicker
            id="stf-checkin-meeting"
            value={null}
            allLabel={t('checkin.choose')}
            onChange={(id) => id && navigate(`/staff/checkin/${id}`)}
          />
        </Field>
      </section>
    </div>
  );
}

/**
 * /staff/checkin/:id: scan the e-ticket's QR code with the camera where the browser can, or type
 * the ticket code (always offered: cameras fail, screens crack). Every answer is shown until the
 * next one, a second check-in of the same ticket in amber, and the counts follow.
 */
export default function CheckinPage() {
  const { t } = useTranslation('staff');
  const { id: idParam } = useParams();
  const meetingId = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const meeting = useStaffCall(staffMeetingGet, meetingId ? { id: meetingId } : null);
  const counts = useStaffCall(staffAttendance, meetingId ? { id: meetingId } : null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [recent, setRecent] = useState<Result[]>([]);

  if (!meetingId || meeting.error?.code === Code.NOT_FOUND) {
    return (
      <StatusPanel
        tone="warning"
        title={t('meetingEditor.notFound')}
        actions={<Link to="/staff/checkin">{t('common.back')}</Link>}
      />
    );
  }

  const check = async (input: { payload: string } | { ticketCode: string }) => {
    setBusy(true);
    let next: Result;
    try {
      const r = await staffCall(staffCheckin, { meetingId, ...input }, { expect: EXPECTED });
      next = { kind: 'ok', name: r.name, category: r.categoryName, at: r.checkedInAt };
      if ('ticketCode' in input) setCode('');
      counts.reload();
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(-1, t('common.loadFailed'));
      if (e.code === Code.ALREADY_SUBMITTED) {
        // The refusal names whose ticket it is (and when it was used).
        const who = e.data as { name?: string; categoryName?: string } | null;
        next = { kind: 'already', text: e.codeMsg, name: who?.name, category: who?.categoryName };
      } else next = { kind: 'refused', text: e.codeMsg };
    }
    setResult(next);
    setRecent((list) => [next, ...list].slice(0, RECENT));
    setBusy(false);
  };

  // Enter in the field submits the form (implicit submission), like the button.
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const v = code.trim();
    if (!v) return setCodeError(t('checkin.codeRequired'));
    if (!TICKET_CODE.test(v)) return setCodeError(t('checkin.codeInvalid'));
    void check({ ticketCode: v.toUpperCase() });
  };

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <div>
          <Link to="/staff/checkin" className="stf-back">
            ‹ {t('checkin.title')}
          </Link>
          <h1 className="stf-h1">{t('checkin.title')}</h1>
          {meeting.data ? <p className="stf-muted">{decodeText(meeting.data.title)}</p> : null}
        </div>
      </div>

      <section className="stf-card stf-form" aria-labelledby="stf-scan-h">
        <h2 className="stf-h2" id="stf-scan-h">
          {t('checkin.scan')}
        </h2>
        <QrScanner onPayload={(payload) => check({ payload })} />
        <form className="stf-code-form" onSubmit={submitCode} noValidate>
          <Field id="stf-ticket-code" label={t('checkin.code')} hint={t('checkin.codeHint')} error={codeError}>
            <Input
              id="stf-ticket-code"
              value={code}
              onChange={(v) => {
                setCode(v);
                setCodeError(null);
              }}
              maxLength={16}
              autoComplete="off"
              {...errorProps('stf-ticket-code', codeError)}
            />
          </Field>
          <Button color="primary" type="submit" loading={busy}>
            {t('checkin.submit')}
          </Button>
        </form>
      </section>

      <div aria-live="polite">{result ? <ResultPanel r={result} /> : null}</div>

      {counts.data ? <AttendanceCard data={counts.data} /> : null}

      {recent.length > 1 ? (
        <section className="stf-card stf-form" aria-labelledby="stf-recent-h">
          <h2 className="stf-h2" id="stf-recent-h">
            {t('checkin.recent')}
          </h2>
          <ul className="stf-recent">
            {recent.slice(1).map((r, i) => (
              // Results have no id of their own; the list only grows at the front.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className={`stf-recent-item is-${r.kind}`}>
                {r.kind === 'refused'
                  ? r.text
                  : `${r.name ?? t('checkin.unknownName')} · ${t(`checkin.kind.${r.kind}`)}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function ResultPanel({ r }: { r: Result }) {
  const { t } = useTranslation('staff');
  return (
    <section className={`stf-card stf-result is-${r.kind}`} data-testid="staff-checkin-result">
      <div className="stf-result-title">{t(`checkin.kind.${r.kind}`)}</div>
      {r.kind === 'ok' ? (
        <>
          <div className="stf-result-name">{r.name}</div>
          <div>{r.category}</div>
          <div className="stf-muted">{t('checkin.at', { date: formatBeijing(r.at) })}</div>
        </>
      ) : r.kind === 'already' ? (
        <>
          {r.name ? <div className="stf-result-name">{r.name}</div> : null}
          {r.category ? <div>{r.category}</div> : null}
          <div>{r.text}</div>
        </>
      ) : (
        <div>{r.text}</div>
      )}
    </section>
  );
}
