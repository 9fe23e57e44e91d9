import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render';
import OutboxScreen from './outbox';

const rows = [
  { id: 1, channel: 'sms', recipient: '+8613800000000', body: '验证码 111111', createdAt: '2026-01-01T08:00:00.000Z' },
  {
    id: 5,
    channel: 'email',
    recipient: 'ann@example.com',
    body: 'Your code is 555555',
    createdAt: '2026-01-01T09:00:00.000Z',
  },
];

function mockOutbox() {
  const bodies: string[] = [];
  stubFetch(({ body }, raw) => {
    bodies.push(raw);
    const data = body.recipient ? rows.filter((x) => x.recipient === body.recipient) : rows;
    return { code: 0, codeMsg: 'ok', data };
  });
  return bodies;
}

const open = () => renderRoute(<OutboxScreen />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dev outbox', () => {
  it('lists messages newest first with the code picked out', async () => {
    mockOutbox();
    await open();
    await screen.findByText('555555');
    const codes = [...document.querySelectorAll('.dev-item__code')].map((e) => e.textContent);
    expect(codes).toEqual(['555555', '111111']);
    expect(screen.getByText(/仅在开发和沙箱环境中提供/)).toBeTruthy();
  });

  it('filters by the recipient as stored (+86 added to a mainland number)', async () => {
    const bodies = mockOutbox();
    await open();
    await screen.findByText('555555');
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: '138 0000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('收件人：+8613800000000')).toBeTruthy();
    expect(bodies.at(-1)).toBe('recipient=%2B8613800000000');
    expect(screen.queryByText('555555')).toBeNull();
  });
});
