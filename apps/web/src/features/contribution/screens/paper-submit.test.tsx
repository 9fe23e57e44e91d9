import '../../../shared/test/dom-standard-shim';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fail, mockApi, renderScreen } from '../../cms/test/render';
import { author, config, home, paper } from '../test/fixtures';
import PaperSubmit from './paper-submit';

// Success toasts go through the API client; spy on it rather than on antd-mobile's DOM.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/client')>()),
  toast,
}));

const HOME = '/service/visitor/home/index/';
const MINE = '/service/business/order/contribution/mine/';
const CONFIG = '/service/review/action/config';
const UPLOAD = '/service/common/file/common/paper';
const SAVE = '/service/business/order/contribution/save';
const SUBMIT = '/service/business/order/contribution/submit';
const RESUBMIT = '/service/business/order/contribution/resubmit/';
const path = '/attendees/paperSubmit/7';
const pattern = '/attendees/paperSubmit/:id';
const FILE_ID = 'a'.repeat(32);

afterEach(async () => {
  toast.mockClear();
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
  vi.unstubAllGlobals();
});

const answers = (over: Record<string, unknown> = {}) => ({
  [HOME]: home(),
  [MINE]: null,
  [CONFIG]: config,
  [UPLOAD]: {
    fileId: FILE_ID,
    url: `/uploads/${FILE_ID}`,
    name: 'my-paper.pdf',
    size: 1_258_291,
    mime: 'application/pdf',
  },
  ...over,
});

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const cards = () => screen.getAllByTestId('author-card');
/** A field's label, with or without the required mark. */
const lbl = (text: string) => new RegExp(`^${text}\\*?$`);
const inCard = (i: number, label: string) => within(cards()[i]!).getByLabelText(lbl(label));

function fillAuthor(i: number, a: { nameEn: string; phone: string; email: string }) {
  type(inCard(i, '英文名'), a.nameEn);
  type(inCard(i, '手机号'), a.phone);
  type(inCard(i, '工作邮箱'), a.email);
}

async function upload(name: string, size: number, mime = 'application/pdf') {
  const file = new File(['%PDF-1.4'], name, { type: mime });
  Object.defineProperty(file, 'size', { value: size });
  const input = screen.getByLabelText('选择文件', { exact: false }) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

async function fillPaper() {
  type(await screen.findByLabelText('论文标题', { exact: false }), '基于深度学习的图像识别');
  type(screen.getByLabelText('关键词', { exact: false }), '深度学习；图像识别');
  type(screen.getByLabelText('摘要', { exact: false }), '本文提出……');
  fireEvent.click(screen.getByRole('button', { name: '计算机科学' }));
  await upload('my-paper.pdf', 1_258_291);
  await screen.findByTestId('paper-file');
}

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByText(button));
  });
}

describe('paper submission: states shown before typing', () => {
  it('says when submission has not opened yet, with no form', async () => {
    mockApi(answers({ [HOME]: home({ state: 'notOpen', openAt: '2026-03-01T00:00:00.000Z' }) }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    const state = await screen.findByTestId('window-state');
    expect(state.textContent).toContain('投稿尚未开始');
    expect(state.textContent).toContain('投稿将于2026年3月1日 08:00开始');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says the deadline has passed, in English too', async () => {
    mockApi(answers({ [HOME]: home({ state: 'closed' }) }));
    await renderScreen(<PaperSubmit />, { path, pattern, lang: 'en' });
    const state = await screen.findByTestId('window-state');
    expect(state.textContent).toContain('The submission deadline has passed');
    expect(state.textContent).toContain('The deadline was Apr 30, 2026 23:59');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/meeting/detail/7');
  });

  it('sends a paper already submitted to its page', async () => {
    mockApi(answers({ [MINE]: paper({ status: 'submitted', editable: false }) }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    expect(await screen.findByText('您已投稿（已提交）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的论文' }).getAttribute('href')).toBe('/personal/paper/detail/41');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows not found for an unknown conference', async () => {
    mockApi(answers({ [HOME]: fail(3001, '内容不存在或已删除') }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    mockApi(answers({ [CONFIG]: fail(5000, '服务繁忙，请稍后再试') }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('paper submission: the form', () => {
  it('shows the cap and names every missing field next to it, sending nothing', async () => {
    const api = mockApi(answers());
    await renderScreen(<PaperSubmit />, { path, pattern });
    expect(await screen.findByText('PDF或Word格式，不超过8MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交论文' }));
    expect(screen.getByText('请填写论文标题')).toBeTruthy();
    expect(screen.getByText('请填写关键词')).toBeTruthy();
    expect(screen.getByText('请填写摘要')).toBeTruthy();
    expect(screen.getByText('请填写研究领域')).toBeTruthy();
    expect(screen.getByText('请上传论文文件（PDF或Word）')).toBeTruthy();
    const card = cards()[0]!;
    expect(within(card).getByText('请填写作者英文名')).toBeTruthy();
    expect(within(card).getByText('请输入作者正确的电话号码')).toBeTruthy();
    expect(within(card).getByText('请输入作者正确的邮箱')).toBeTruthy();
    expect(inCard(0, '英文名').getAttribute('aria-describedby')).toBe(`${inCard(0, '英文名').id}-error`);
    expect(screen.getByTestId('form-error').textContent).toBe('请按提示修改标红的内容后再提交');
    expect(api.on(SUBMIT)).toHaveLength(0);
  });

  it('names bad author values in English', async () => {
    mockApi(answers());
    await renderScreen(<PaperSubmit />, { path, pattern, lang: 'en' });
    const nameEn = await screen.findByLabelText(lbl('English name'));
    type(nameEn, 'Li Hua');
    type(screen.getByLabelText(lbl('Mobile number')), '12345');
    type(screen.getByLabelText(lbl('Work e-mail')), 'li@');
    type(screen.getByLabelText('Country code'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Submit paper' }));
    const card = cards()[0]!;
    expect(within(card).queryByText("Please fill in the author's English name")).toBeNull();
    expect(within(card).getByText("Please enter the author's correct country code")).toBeTruthy();
    expect(within(card).getByText("Please enter the author's correct e-mail")).toBeTruthy();
    type(screen.getByLabelText('Country code'), '86');
    fireEvent.click(screen.getByRole('button', { name: 'Submit paper' }));
    // A mainland number has 11 digits: the per-country rule of the contract.
    expect(within(cards()[0]!).getByText("Please enter the author's correct telephone number")).toBeTruthy();
  });

  it('refuses a file of the wrong kind or over the conference cap before uploading', async () => {
    const api = mockApi(answers());
    await renderScreen(<PaperSubmit />, { path, pattern });
    await screen.findByText('PDF或Word格式，不超过8MB');
    await upload('photo.png', 1000, 'image/png');
    expect(screen.getByText('不支持的文件类型，仅支持PDF, DOC, DOCX')).toBeTruthy();
    await upload('big.pdf', 8 * 1024 * 1024 + 1);
    expect(screen.getByText('上传文件超过大小限制（8MB）')).toBeTruthy();
    expect(api.on(UPLOAD)).toHaveLength(0);
  });

  it('shows the server refusing a file by its content', async () => {
    mockApi(answers({ [UPLOAD]: fail(4150, '不支持的文件类型，仅支持DOC、DOCX、PDF') }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    await screen.findByText('PDF或Word格式，不超过8MB');
    await upload('fake.pdf', 1000);
    expect(await screen.findByText('不支持的文件类型，仅支持DOC、DOCX、PDF')).toBeTruthy();
  });

  it('holds at most 7 authors', async () => {
    mockApi(answers());
    await renderScreen(<PaperSubmit />, { path, pattern });
    const add = await screen.findByRole('button', { name: '添加作者' });
    for (let i = 0; i < 6; i++) fireEvent.click(add);
    expect(cards()).toHaveLength(7);
    const full = screen.getByRole('button', { name: '最多7位作者' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
    expect(screen.getByText('7/7位')).toBeTruthy();
  });

  it('asks for a corresponding author when the chosen one is removed', async () => {
    mockApi(answers());
    await renderScreen(<PaperSubmit />, { path, pattern });
    fireEvent.click(await screen.findByRole('button', { name: '添加作者' }));
    fireEvent.click(screen.getByRole('button', { name: '删除第1作者' }));
    expect(cards()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '提交论文' }));
    expect(screen.getByTestId('authors-error').textContent).toBe('请选择一位通讯作者');
  });

  it('submits a paper with three reordered authors after confirming, then opens it', async () => {
    const api = mockApi(answers({ [SUBMIT]: { id: 41, status: 'submitted' } }));
    await renderScreen(<PaperSubmit />, { path, pattern, elsewhere: <p>ELSEWHERE</p> });
    await fillPaper();
    fireEvent.click(screen.getByRole('button', { name: '添加作者' }));
    fireEvent.click(screen.getByRole('button', { name: '添加作者' }));
    fillAuthor(0, { nameEn: 'Wang Fang', phone: '13800000001', email: 'wf@example.edu' });
    fillAuthor(1, { nameEn: 'Li Hua', phone: '13800000002', email: 'lh@example.edu' });
    fillAuthor(2, { nameEn: 'John Smith', phone: '2025550143', email: 'js@example.edu' });
    type(inCard(2, '国家区号'), '1');
    fireEvent.change(inCard(0, '职称'), { target: { value: 'professor' } });
    // Li Hua becomes first author and corresponding author.
    fireEvent.click(screen.getByRole('button', { name: '第2作者上移' }));
    fireEvent.click(within(cards()[0]!).getByLabelText('通讯作者'));
    type(screen.getByLabelText('邀请码'), 'INV2026');
    fireEvent.click(screen.getByRole('button', { name: '提交论文' }));
    expect(screen.queryByTestId('form-error')).toBeNull();
    await confirmDialog('提交论文');
    const [call] = api.on(SUBMIT);
    expect(call!.body).toMatchObject({
      meetingId: 7,
      title: '基于深度学习的图像识别',
      keywords: '深度学习；图像识别',
      abstract: '本文提出……',
      fields: ['computer_science'],
      fileId: FILE_ID,
      couponCode: '',
      referralCode: '',
      inviteCode: 'INV2026',
    });
    const authors = (call!.body as unknown as { authors: Record<string, unknown>[] }).authors;
    expect(authors.map((a) => [a.position, a.nameEn, a.corresponding, a.countryCode])).toEqual([
      [1, 'Li Hua', true, '86'],
      [2, 'Wang Fang', false, '86'],
      [3, 'John Smith', false, '1'],
    ]);
    expect(authors[1]).toMatchObject({ title: 'professor', phone: '13800000001', email: 'wf@example.edu' });
    expect(Object.keys(authors[0]!).sort()).toEqual(
      [
        'address',
        'affiliation',
        'corresponding',
        'country',
        'countryCode',
        'email',
        'field',
        'name',
        'nameEn',
        'phone',
        'position',
        'title',
      ].sort(),
    );
    await waitFor(() => expect(currentLocation()).toBe('/personal/paper/detail/41'));
    expect(toast).toHaveBeenCalledWith('论文已提交');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = mockApi(answers());
    await renderScreen(<PaperSubmit />, { path, pattern });
    await fillPaper();
    fillAuthor(0, { nameEn: 'Wang Fang', phone: '13800000001', email: 'wf@example.edu' });
    fireEvent.click(screen.getByRole('button', { name: '提交论文' }));
    await confirmDialog('再检查一下');
    expect(api.on(SUBMIT)).toHaveLength(0);
  });

  it('shows the server naming a field next to it', async () => {
    mockApi(answers({ [SUBMIT]: { code: 2001, codeMsg: '请填写作者英文名', data: { field: 'authors' } } }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    await fillPaper();
    fillAuthor(0, { nameEn: '<b></b>', phone: '13800000001', email: 'wf@example.edu' });
    fireEvent.click(screen.getByRole('button', { name: '提交论文' }));
    await confirmDialog('提交论文');
    expect((await screen.findByTestId('authors-error')).textContent).toBe('请填写作者英文名');
  });

  it('saves a draft with only a title, and needs the title', async () => {
    const api = mockApi(answers({ [SAVE]: { id: 41, status: 'draft' } }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(screen.getByText('请填写论文标题')).toBeTruthy();
    expect(api.on(SAVE)).toHaveLength(0);
    type(screen.getByLabelText('论文标题', { exact: false }), '草稿标题');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    });
    const [call] = api.on(SAVE);
    expect(call!.body).toMatchObject({ meetingId: 7, title: '草稿标题', keywords: '', abstract: '' });
    expect(call!.body).not.toHaveProperty('fields');
    expect(call!.body).not.toHaveProperty('fileId');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('草稿已保存'));
  });

  it('loads a saved draft into the form', async () => {
    mockApi(answers({ [MINE]: paper() }));
    await renderScreen(<PaperSubmit />, { path, pattern });
    expect(await screen.findByDisplayValue('基于深度学习的图像识别')).toBeTruthy();
    expect(screen.getByText('已载入2026年4月1日保存的草稿')).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect((inCard(1, '英文名') as HTMLInputElement).value).toBe('Author 2');
    expect(screen.getByTestId('paper-file').textContent).toContain('paper.pdf');
    expect(screen.getByRole('button', { name: '计算机科学' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('paper submission: revision', () => {
  const revising = paper({
    status: 'revision_requested',
    submittedAt: '2026-04-02T02:00:00.000Z',
    opinions: [{ action: 'revise', opinion: '请补充实验数据', at: '2026-04-05T03:00:00.000Z' }],
  });

  it('shows the opinions and resubmits, even after the deadline', async () => {
    const api = mockApi(
      answers({ [HOME]: home({ state: 'closed' }), [MINE]: revising, [RESUBMIT]: { id: 41, status: 'resubmitted' } }),
    );
    await renderScreen(<PaperSubmit />, { path, pattern });
    const opinions = await screen.findByTestId('opinions');
    expect(opinions.textContent).toContain('请补充实验数据');
    expect(opinions.textContent).toContain('退回修改');
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    type(screen.getByLabelText('摘要', { exact: false }), '补充了实验数据的摘要');
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    await confirmDialog('重新提交');
    const [call] = api.on(RESUBMIT);
    expect(call!.path).toBe(`${RESUBMIT}41`);
    expect(call!.body).toMatchObject({ abstract: '补充了实验数据的摘要', fileId: 'f'.repeat(32) });
    expect((call!.body as unknown as { authors: unknown[] }).authors).toEqual([author(1), author(2)]);
    expect(api.on(SUBMIT)).toHaveLength(0);
  });
});
