import '../../../shared/test/dom-standard-shim';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import { paper } from '../test/fixtures';
import AgreementSign from './agreement-sign';
import ReviewDetail from './review-detail';
import SignedAgreement from './signed-agreement';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/client')>()),
  toast,
}));

afterEach(async () => {
  toast.mockClear();
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
  vi.unstubAllGlobals();
});

const TOKEN = 'T'.repeat(43);
const VIEW = '/service/visitor/contribution/agreement/view/';
const SUBMIT = '/service/visitor/contribution/agreement/submit/';
const OWN = '/service/business/order/contribution/agreement/';
const OWN_SIGN = '/service/business/order/contribution/agreement/sign/';
const DETAIL = '/service/business/order/contribution/details/';

const text = { version: 'v1', title: '论文版权转让协议', paragraphs: ['第一条', '第二条'] };
const head = { title: '联邦学习论文', status: 'accepted', meetingTitle: '2026人工智能国际会议' };
const coAuthor = (signature: unknown = null) => ({ position: 2, name: 'Lina Chen', corresponding: false, signature });
const signed = { signedName: 'Lina Chen', signedAt: '2026-05-01T02:00:00.000Z', via: 'link' };

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByText(button));
  });
}

describe('the co-author signs through the link', () => {
  const path = `/agreement/sign/${TOKEN}`;
  const pattern = '/agreement/sign/:token';

  it('checks the name and the tick beside each control before asking', async () => {
    const api = mockApi({ [VIEW]: { paper: head, author: coAuthor(), text, linkState: 'valid' } });
    await renderScreen(<AgreementSign />, { path, pattern });
    expect(await screen.findByText('论文版权转让协议')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
    expect((await screen.findByText('请输入您的姓名作为签名')).id).toBe('ag-name-error');
    expect(screen.getByText('请阅读并勾选版权协议').id).toBe('ag-agree-error');
    expect(screen.getByLabelText(/签名/).getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[role=dialog]')).toBeNull();
    expect(api.on(SUBMIT)).toHaveLength(0);
  });

  it('signs after the confirmation, shows a refused name beside the field, then the signed state', async () => {
    let n = 0;
    const api = mockApi({
      [VIEW]: () => ({
        paper: head,
        author: coAuthor(n > 1 ? signed : null),
        text,
        linkState: n > 1 ? 'used' : 'valid',
      }),
      [SUBMIT]: () => {
        n += 1;
        return n === 1 ? fail(2001, '签名须与论文中该作者的姓名一致') : signed;
      },
    });
    await renderScreen(<AgreementSign />, { path, pattern });
    type(await screen.findByLabelText(/签名/), 'Wei Li');
    fireEvent.click(screen.getByLabelText('我已阅读并同意上述版权转让协议'));
    fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
    await confirmDialog('签署');
    expect((await screen.findByText('签名须与论文中该作者的姓名一致')).id).toBe('ag-name-error');
    type(screen.getByLabelText(/签名/), 'Lina Chen');
    fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
    await confirmDialog('签署');
    expect(await screen.findByTestId('agreement-done')).toBeTruthy();
    expect(screen.queryByTestId('sign-form')).toBeNull();
    expect(api.on(SUBMIT)[1]!.body).toMatchObject({ signedName: 'Lina Chen', agree: '1' });
    expect(api.on(SUBMIT)[1]!.path).toBe(`${SUBMIT}${TOKEN}`);
    expect(toast).toHaveBeenCalledWith('签署成功');
  });

  it('an unknown link and an expired one say so, without a form', async () => {
    mockApi({ [VIEW]: fail(3001) });
    await renderScreen(<AgreementSign />, { path, pattern });
    expect(await screen.findByText('链接无效')).toBeTruthy();
    cleanup();
    mockApi({ [VIEW]: fail(4297, '链接已过期') });
    await renderScreen(<AgreementSign />, { path, pattern });
    expect(await screen.findByText('链接已失效')).toBeTruthy();
    expect(screen.queryByTestId('sign-form')).toBeNull();
    cleanup();
    const api = mockApi({});
    await renderScreen(<AgreementSign />, { path: '/agreement/sign/123', pattern });
    expect(await screen.findByText('链接无效')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the author’s agreement page', () => {
  const pattern = '/attendOrder/signedAnAgreement/:id';
  const own = (over: Record<string, unknown> = {}) => ({
    paper: { id: 41, ...head },
    text,
    authors: [{ position: 1, name: '李伟', corresponding: true, signature: null }, coAuthor(signed)],
    signAs: 1,
    open: true,
    ...over,
  });

  it('shows who signed and lets the author sign as their own author', async () => {
    const api = mockApi({ [OWN_SIGN]: signed, [OWN]: own() });
    await renderScreen(<SignedAgreement />, { path: '/attendOrder/signedAnAgreement/41', pattern });
    expect((await screen.findByTestId('signed-count')).textContent).toBe('已签 1/2');
    const rows = screen.getAllByTestId('signature-row');
    expect(rows[1]!.textContent).toContain('已签署');
    expect(rows[0]!.textContent).toContain('待签署');
    expect(screen.getByText('以第1作者 李伟 的身份签署')).toBeTruthy();
    type(screen.getByLabelText(/签名/), '李伟');
    fireEvent.click(screen.getByLabelText('我已阅读并同意上述版权转让协议'));
    fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
    await confirmDialog('签署');
    await waitFor(() => expect(api.on(OWN_SIGN)).toHaveLength(1));
    expect(api.on(OWN_SIGN)[0]!.path).toBe(`${OWN_SIGN}41`);
  });

  it('before acceptance there is nothing to sign', async () => {
    mockApi({ [OWN]: own({ open: false, paper: { id: 41, ...head, status: 'submitted' } }) });
    await renderScreen(<SignedAgreement />, { path: '/attendOrder/signedAnAgreement/41', pattern });
    expect((await screen.findByTestId('agreement-closed')).textContent).toContain('论文录用后即可签署');
    expect(screen.queryByTestId('sign-form')).toBeNull();
  });
});

describe('review opinions', () => {
  const pattern = '/attendOrder/reviewDetail';

  it('lists the decisions with dates, newest first', async () => {
    mockApi({
      [DETAIL]: paper({
        status: 'revision_requested',
        editable: true,
        opinions: [
          { action: 'revise', opinion: '请补充实验', at: '2026-04-05T03:00:00.000Z' },
          { action: 'accept', opinion: '', at: '2026-04-09T03:00:00.000Z' },
        ],
      }),
    });
    await renderScreen(<ReviewDetail />, { path: '/attendOrder/reviewDetail?paperId=41', pattern });
    const items = within(await screen.findByTestId('review-opinions')).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('录用');
    expect(items[0]!.textContent).toContain('（无文字意见）');
    expect(items[1]!.textContent).toContain('请补充实验');
    expect(items[1]!.textContent).toContain('2026年4月5日');
  });

  it('says when there are none yet, and when the paper is not the caller’s', async () => {
    mockApi({ [DETAIL]: paper({ status: 'submitted', opinions: [] }) });
    await renderScreen(<ReviewDetail />, { path: '/attendOrder/reviewDetail?paperId=41', pattern });
    expect((await screen.findByTestId('review-empty')).textContent).toContain('暂无审稿意见');
    cleanup();
    mockApi({ [DETAIL]: fail(3001) });
    await renderScreen(<ReviewDetail />, { path: '/attendOrder/reviewDetail?paperId=9', pattern });
    expect(await screen.findByText('论文不存在或已删除')).toBeTruthy();
  });
});
