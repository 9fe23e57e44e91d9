import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, launch, newContext } from '../fixtures';

/**
 * Issue 4 payments in the browser, as the demo user (pay password 123456 from the seed): top up
 * the wallet through the sandbox channel, pay a conference order by wallet (balance and ledger
 * change), pay another through the sandbox channel, and a third by offline transfer whose voucher
 * staff approve. Amounts are compared with the balance read before, so earlier journeys do not
 * matter.
 */
const USER = '13800000000';
const STAFF = '13800000009';
const PAY_PASSWORD = '123456';

/** The smallest PNG the upload call accepts (it sniffs the content): 1×1, one grey pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let user: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  user = await newContext(browser);
  await apiLogin(user, USER);
});
afterAll(async () => {
  await user?.close();
  await browser?.close();
});

const yuan = (fen: number) => {
  const y = Math.floor(fen / 100);
  const c = fen % 100;
  return `¥${String(y).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${c ? `.${String(c).padStart(2, '0')}` : ''}`;
};
const balance = async () =>
  (await apiCall<{ balanceFen: number }>(user, '/service/user/wallet/index', { page: 1, pageSize: 1 })).balanceFen;

type Home = {
  registration: { state: string };
  categories: { id: number; feeFen: number; remaining: number | null }[];
  me: { orderId: number | null } | null;
};

/** New unpaid conference orders of the demo user: the cheapest paid category of open conferences. */
async function newOrders(n: number): Promise<{ id: number; feeFen: number }[]> {
  const found = await apiCall<{ list: { id: number }[] }>(user, '/service/visitor/meeting/find', {
    when: 'upcoming',
    pageSize: 30,
  });
  const out: { id: number; feeFen: number }[] = [];
  for (const { id } of [...found.list].reverse()) {
    if (out.length === n) break;
    const h = await apiCall<Home>(user, `/service/visitor/home/index/${id}`);
    const cat = h.categories.filter((c) => c.feeFen > 0 && c.remaining !== 0).sort((a, b) => a.feeFen - b.feeFen)[0];
    if (h.registration.state !== 'open' || h.me?.orderId != null || !cat) continue;
    const r = await apiCall<{ orderId: number }>(user, '/service/business/order/register/create', {
      meetingId: id,
      categoryId: cat.id,
      name: '演示用户',
      countryCode: '86',
      phone: USER,
      email: 'demo@example.com',
      unit: '清华大学',
      position: '',
    });
    out.push({ id: r.orderId, feeFen: cat.feeFen });
  }
  if (out.length < n) throw new Error(`the demo seed has only ${out.length} conferences open to the demo user`);
  return out;
}

/** On the sandbox page: confirm, see it succeed, return to the order's payment screen. */
async function paySandbox(page: Page, amountFen: number) {
  await page.waitForURL(/\/sandboxPay\/[0-9a-f]{32}\?token=/);
  await page.getByText('沙箱测试环境').waitFor();
  expect(await page.getByTestId('sandbox-amount').textContent()).toBe(yuan(amountFen));
  await page.getByTestId('sandbox-pay').click();
  await page.getByTestId('sandbox-status').getByText('支付成功', { exact: true }).waitFor();
  await page.getByTestId('sandbox-return').click();
  await page.waitForURL(/\/attendOrder\/orderPay\?orderId=\d+/);
  await page.getByTestId('pay-state').getByText('已支付', { exact: true }).waitFor();
}

it('tops up through the sandbox, pays by wallet and through the sandbox, and staff approve a transfer voucher', async () => {
  const [byWallet, byOnline, byVoucher] = await newOrders(3);
  const page = await user.newPage();

  // Top up ¥1,000 through the sandbox channel: the offer's bonus comes with it.
  const before = await balance();
  await page.goto('/wallet/myAccount');
  await page.getByTestId('wallet-balance').getByText(yuan(before)).waitFor();
  await page.getByRole('link', { name: '去充值' }).click();
  await page.waitForURL(/\/wallet\/recharge$/);
  await page.getByRole('button', { name: /¥1,000/ }).click();
  await page.getByTestId('recharge-submit').click();
  await page.getByRole('dialog').getByText('去支付').click();
  await paySandbox(page, 100_000);
  await page.getByRole('link', { name: '查看钱包' }).click();
  await page.waitForURL(/\/wallet\/myAccount$/);
  const topped = await balance();
  expect(topped).toBeGreaterThanOrEqual(before + 100_000);
  await page.getByTestId('wallet-balance').getByText(yuan(topped)).waitFor();
  await page
    .getByTestId('ledger-row')
    .first()
    .getByText(/^(钱包充值|充值赠送)$/)
    .waitFor();

  // Pay a conference order from the wallet with the pay password.
  await page.goto(`/attendOrder/orderPay?orderId=${byWallet!.id}`);
  await page.getByTestId('payable').getByText(yuan(byWallet!.feeFen)).waitFor();
  await page.getByLabel(/钱包余额支付/).check();
  await page.getByTestId('pay-submit').click();
  const sheet = page.getByTestId('wallet-sheet');
  await sheet.getByLabel('6位数字支付密码').fill('000000');
  await sheet.getByTestId('wallet-confirm').click();
  await sheet.getByText(/支付密码错误/).waitFor();
  await sheet.getByLabel('6位数字支付密码').fill(PAY_PASSWORD);
  await sheet.getByTestId('wallet-confirm').click();
  await page.waitForURL(new RegExp(`/personal/attend/detail/${byWallet!.id}$`));
  await page.getByTestId('order-head').getByText('已支付', { exact: true }).waitFor();
  await page.goto('/wallet/myAccount');
  await page
    .getByTestId('wallet-balance')
    .getByText(yuan(topped - byWallet!.feeFen))
    .waitFor();
  const last = page.getByTestId('ledger-row').first();
  await last.getByText('订单支付', { exact: true }).waitFor();
  await last.getByText(`-${yuan(byWallet!.feeFen)}`).waitFor();

  // Pay another through the online (sandbox) channel; the order then shows as paid.
  await page.goto(`/attendOrder/orderPay?orderId=${byOnline!.id}`);
  await page.getByLabel(/在线支付/).check();
  await page.getByTestId('pay-submit').click();
  await page.getByRole('dialog').getByText('去支付').click();
  await paySandbox(page, byOnline!.feeFen);
  await page.getByRole('link', { name: '查看订单' }).click();
  await page.waitForURL(new RegExp(`/personal/attend/detail/${byOnline!.id}$`));
  await page.getByTestId('order-head').getByText('已支付', { exact: true }).waitFor();
  expect(await balance()).toBe(topped - byWallet!.feeFen);

  // Offline transfer: upload the voucher, submit it; the order waits for staff.
  await page.goto(`/attendOrder/orderPay?orderId=${byVoucher!.id}`);
  await page.getByLabel(/对公转账/).check();
  await page.getByTestId('offline-panel').waitFor();
  await page.getByTestId('voucher-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('voucher-preview').waitFor();
  await page.getByTestId('pay-submit').click();
  await page.getByRole('dialog').getByText('提交凭证').click();
  await page.getByTestId('pay-state').getByText('凭证审核中', { exact: true }).waitFor();
  const orderNo = (await apiCall<{ orderNo: string }>(user, `/service/business/pay/order/${byVoucher!.id}`)).orderNo;

  // Staff find it by its number, look at the voucher and approve it.
  const staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, STAFF);
  const desk = await staff.newPage();
  await desk.goto(`/staff/pay-orders?q=${orderNo}`);
  await desk.getByTestId('staff-pay-order').getByRole('link').click();
  await desk.waitForURL(new RegExp(`/staff/pay-orders/${byVoucher!.id}`));
  await desk.getByTestId('staff-voucher').getByRole('img').waitFor();
  await desk.getByTestId('staff-approve').click();
  await desk.getByRole('dialog').getByText('审核通过').click();
  await desk.getByTestId('staff-pay-status').getByText('已支付', { exact: true }).waitFor();
  await staff.close();

  await page.reload();
  await page.getByTestId('pay-state').getByText('已支付', { exact: true }).waitFor();
});
