import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderAt } from '../test/render';
import CheckinPage from './checkin-page';

const meeting = { id: 5, title: '人工智能国际会议' };
const attendance = {
  registered: 12,
  paid: 10,
  checkedIn: 4,
  categories: [
    { id: 11, name: '正式代表', capacity: 20, registered: 8, checkedIn: 3 },
    { id: 12, name: '学生', capacity: null, registered: 4, checkedIn: 1 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(checkin: unknown) {
  const api = mockApi({
    '/service/staff/meeting/get/5': envelope(meeting),
    '/service/staff/meeting/attendance/5': envelope(attendance),
    '/service/staff/meeting/checkin': checkin,
  });
  await renderAt(<CheckinPage />, { path: '/staff/checkin/5', pattern: '/staff/checkin/:id' });
  await screen.findByText('人工智能国际会议');
  return api;
}
const typeCode = (v: string) => fireEvent.change(screen.getByLabelText('票码'), { target: { value: v } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '签到' }));

describe('staff check-in', () => {
  it('offers the typed code when the browser cannot scan, and shows the counts per category', async () => {
    await open(envelope(null));
    expect(screen.getByTestId('staff-scan-unsupported').textContent).toContain('请输入电子票上的票码签到');
    const counts = await screen.findByTestId('staff-attendance');
    expect(counts.textContent).toContain('12');
    expect(counts.textContent).toContain('8 / 20');
    expect(counts.textContent).toContain('学生');
  });

  it('checks a typed code in and shows who it was', async () => {
    const api = await open(
      envelope({
        registrationId: 40,
        name: '韩梅梅',
        categoryName: '正式代表',
        checkedInAt: '2026-06-10T01:05:00.000Z',
      }),
    );
    typeCode('abcd2345ef');
    submit();
    const result = await screen.findByTestId('staff-checkin-result');
    expect(result.textContent).toContain('签到成功');
    expect(result.textContent).toContain('韩梅梅');
    expect(result.textContent).toContain('2026-06-10 09:05');
    expect(api.on('/service/staff/meeting/checkin')[0]!.body).toEqual({ meetingId: '5', ticketCode: 'ABCD2345EF' });
    // The counts follow.
    await waitFor(() => expect(api.on('/service/staff/meeting/attendance/5')).toHaveLength(2));
    expect((screen.getByLabelText('票码') as HTMLInputElement).value).toBe('');
  });

  it('submits the typed code once on Enter', async () => {
    const api = await open(
      envelope({
        registrationId: 40,
        name: '韩梅梅',
        categoryName: '正式代表',
        checkedInAt: '2026-06-10T01:05:00.000Z',
      }),
    );
    typeCode('ABCD2345EF');
    fireEvent.submit(screen.getByLabelText('票码').closest('form')!);
    await screen.findByTestId('staff-checkin-result');
    expect(api.on('/service/staff/meeting/checkin')).toHaveLength(1);
  });

  it('tells a second check-in of the same ticket clearly, naming the attendee', async () => {
    await open(
      envelope(
        { name: '韩梅梅', categoryName: '普通参会', checkedInAt: '2026-06-10T01:05:00.000Z' },
        4003,
        '该电子票已于2026-06-10 09:05签到，请勿重复签到',
      ),
    );
    typeCode('ABCD2345EF');
    submit();
    const result = await screen.findByTestId('staff-checkin-result');
    expect(result.className).toContain('is-already');
    expect(result.textContent).toContain('已签到过');
    expect(result.textContent).toContain('该电子票已于2026-06-10 09:05签到');
    await waitFor(() => expect(result.textContent).toContain('韩梅梅'));
  });

  it('shows an unknown or unpaid ticket as refused', async () => {
    await open(envelope(null, 3001, '无效的电子票'));
    typeCode('ZZZZ2345EF');
    submit();
    const result = await screen.findByTestId('staff-checkin-result');
    expect(result.className).toContain('is-refused');
    expect(result.textContent).toContain('无效的电子票');
  });

  it('checks the typed code before sending it', async () => {
    const api = await open(envelope(null));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入票码');
    typeCode('AB-12');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('票码为 6–16 位字母或数字');
    expect(api.on('/service/staff/meeting/checkin')).toHaveLength(0);
  });

  it('sends what the camera reads as the signed payload', async () => {
    const payload = 'T1.40.5.AAAAAAAAAAAAAAAAAAAAAA';
    const detect = vi.fn(async () => [{ rawValue: payload }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = detect;
      },
    );
    const stop = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // happy-dom takes only its own MediaStream here.
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const api = await open(
      envelope({
        registrationId: 40,
        name: '韩梅梅',
        categoryName: '正式代表',
        checkedInAt: '2026-06-10T01:05:00.000Z',
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '打开摄像头扫码' }));
    });
    await waitFor(() => expect(api.on('/service/staff/meeting/checkin')).toHaveLength(1), { timeout: 3000 });
    expect(api.on('/service/staff/meeting/checkin')[0]!.body).toEqual({ meetingId: '5', payload });
    expect((await screen.findByTestId('staff-checkin-result')).textContent).toContain('韩梅梅');
    // The same ticket still in front of the camera is not sent again.
    await new Promise((r) => setTimeout(r, 600));
    expect(api.on('/service/staff/meeting/checkin')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭摄像头' }));
    expect(stop).toHaveBeenCalled();
  });
});
