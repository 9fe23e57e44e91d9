import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meeting, page } from '../../cms/test/fixtures';
import { currentLocation, fail, mockApi, renderScreen } from '../test/render';
import { home } from '../test/fixtures';
import ToSignUp from './to-sign-up';

const pattern = '/attendees/toSignUp/:id?';
afterEach(async () => {
  cleanup();
  Dialog.clear();
  vi.unstubAllGlobals();
  // A closed dialog leaves after its animation: the next test must not find this one.
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('姓名', ' 张三 ');
  type('手机号', '13800000000');
  type('邮箱', 'zhang@example.edu.cn');
  type('工作单位', '清华大学');
  type('职称（选填）', '副教授');
}

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByText(button));
  });
  return dialog;
}

describe('conference registration', () => {
  it('names every bad field next to it, in Chinese, and sends nothing', async () => {
    const api = mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    await screen.findByRole('heading', { name: '会议报名' });
    type('手机号', '1380000');
    type('邮箱', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请选择参会类别')).toBeTruthy();
    expect(screen.getByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的电话号码')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
    expect(screen.getByText('请填写工作单位')).toBeTruthy();
    expect(screen.getByLabelText('邮箱').getAttribute('aria-invalid')).toBe('true');
    expect(api.on('/service/business/order')).toHaveLength(0);
  });

  it('names bad fields in English too', async () => {
    mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern, lang: 'en' });
    await screen.findByRole('heading', { name: 'Conference registration' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'x@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please choose an attendee category')).toBeTruthy();
    expect(screen.getByText(/Please fill in Name/i)).toBeTruthy();
    expect(screen.getByText(/correct e-mail/i)).toBeTruthy();
  });

  it('does not offer a full category', async () => {
    mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    const full = (await screen.findByRole('radio', { name: /线上旁听/ })) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /学生参会/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('confirms the category and fee, creates the order and opens it', async () => {
    const api = mockApi({
      '/service/visitor/home/index/': home(5),
      '/service/business/order/register/create': { orderId: 77, registrationId: 9, status: 'unpaid' },
    });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern, elsewhere: <p>elsewhere</p> });
    fireEvent.click(await screen.findByRole('radio', { name: /学生参会/ }));
    expect(screen.getByText('应付金额').textContent).toContain('¥900.50');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('参会类别：学生参会');
    expect(dialog.textContent).toContain('费用：¥900.50');
    expect(dialog.textContent).toContain('待支付订单');
    await confirmDialog('确认报名');
    await waitFor(() => expect(currentLocation()).toBe('/personal/attend/detail/77'));
    expect(api.on('/service/business/order/register/create')[0]!.body).toEqual({
      meetingId: '5',
      categoryId: '12',
      name: ' 张三 ',
      countryCode: '86',
      phone: '13800000000',
      email: 'zhang@example.edu.cn',
      unit: '清华大学',
      position: '副教授',
    });
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    fireEvent.click(await screen.findByRole('radio', { name: /普通参会/ }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await confirmDialog('再想想');
    expect(api.on('/service/business/order')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '提交报名' })).toBeTruthy();
  });

  it('puts a category that filled up meanwhile next to the categories, with fresh places', async () => {
    let loads = 0;
    const api = mockApi({
      '/service/visitor/home/index/': () => {
        loads++;
        return loads === 1
          ? home(5)
          : home(5, {
              categories: home(5).categories.map((c) => (c.id === 12 ? { ...c, remaining: 0 } : c)),
            });
      },
      '/service/business/order/register/create': fail(4004, '该参会类别名额已满'),
    });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    fireEvent.click(await screen.findByRole('radio', { name: /学生参会/ }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await confirmDialog('确认报名');
    expect(await screen.findByText('该参会类别名额已满')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /学生参会/ }) as HTMLInputElement).disabled).toBe(true),
    );
    expect(api.on('/service/visitor/home/index/')).toHaveLength(2);
  });

  it('tells an attendee who already registered, before any typing', async () => {
    mockApi({
      '/service/visitor/home/index/': home(5, {
        me: { registrationId: 9, orderId: 31, orderStatus: 'paid', paperId: null, paperStatus: null },
      }),
    });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    const panel = await screen.findByTestId('already-registered');
    expect(panel.textContent).toContain('您已报名该会议');
    expect(within(panel).getByRole('link', { name: '查看报名订单' }).getAttribute('href')).toBe(
      '/personal/attend/detail/31',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows registration not open yet, closed and fully booked as states', async () => {
    mockApi({
      '/service/visitor/home/index/': home(5, {
        registration: { state: 'notOpen', openAt: '2026-04-01T00:00:00.000Z', closeAt: null },
      }),
    });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    expect((await screen.findByTestId('registration-notOpen')).textContent).toContain('报名将于 2026年4月1日 开始');
    cleanup();
    mockApi({
      '/service/visitor/home/index/': home(5, { registration: { state: 'closed', openAt: null, closeAt: null } }),
    });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    expect((await screen.findByTestId('registration-closed')).textContent).toContain('报名已截止');
    cleanup();
    const full = home(5).categories.map((c) => ({ ...c, remaining: 0 }));
    mockApi({ '/service/visitor/home/index/': home(5, { categories: full }) });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    expect((await screen.findByTestId('registration-full')).textContent).toContain('名额都已报满');
  });

  it('reloads into the already-registered state when the server says so', async () => {
    let loads = 0;
    mockApi({
      '/service/visitor/home/index/': () =>
        ++loads === 1
          ? home(5)
          : home(5, {
              me: { registrationId: 9, orderId: 31, orderStatus: 'unpaid', paperId: null, paperStatus: null },
            }),
      '/service/business/order/register/create': fail(4001, '您已报名该会议，请勿重复报名'),
    });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/5', pattern });
    fireEvent.click(await screen.findByRole('radio', { name: /普通参会/ }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await confirmDialog('确认报名');
    expect(await screen.findByTestId('already-registered')).toBeTruthy();
  });

  it('lets the user pick the conference when the address names none', async () => {
    const api = mockApi({ '/service/visitor/meeting/find': page([meeting(3), meeting(4)], 2) });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp', pattern });
    expect(await screen.findByRole('heading', { name: '选择要报名的会议' })).toBeTruthy();
    const rows = within(await screen.findByTestId('meeting-picker')).getAllByRole('link');
    expect(rows[0]!.getAttribute('href')).toBe('/attendees/toSignUp/3');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '材料' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(api.calls.at(-1)!.body).toEqual({ page: '1', pageSize: '10', keyword: '材料', when: 'upcoming' }),
    );
  });

  it('shows not found for an unknown conference', async () => {
    mockApi({ '/service/visitor/home/index/': fail(3001, '内容不存在') });
    await renderScreen(<ToSignUp />, { path: '/attendees/toSignUp/404', pattern });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
  });
});
