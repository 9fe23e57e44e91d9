import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, baseURL, gotoSettled, type Lang, launch, newContext, shot } from '../fixtures';

/**
 * Screenshots of every screen of issues 2, 3 and 4 in zh and en at 375 and 750 px, saved under
 * .artifacts/screenshots for a person to look at. Each page must render without a console error.
 */
let browser: Browser;
let articleId = 1;
let categoryId = 1;
/** Issue 3: ids from the demo seed, looked up once (the seed moves with the calendar). */
const ids = {
  meeting: 0,
  openMeeting: 0,
  submitMeeting: 0,
  annual: 0,
  notice: 0,
  registration: 0,
  order: 0,
  paper: 0,
  userId: 0,
  sheet: 0,
  sheetToken: '',
};

const USER = '13800000000';
const GUEST = '13800000001';
const STAFF = '13800000009';

async function signedIn(account: string): Promise<BrowserContext> {
  const ctx = await newContext(browser);
  await apiLogin(ctx, account);
  return ctx;
}

/** Finds the ids the issue-3 screens need, and gives the consultation pages a message to show. */
async function issue3Ids() {
  const user = await signedIn(USER);
  const staff = await signedIn(STAFF);
  type Entry = { registrationId: number; orderId: number; meeting: { id: number } };
  const schedule = await apiCall<{ list: Entry[] }>(user, '/service/user/meeting/schedule/list', { status: 'all' });
  const mine = schedule.list[0]!;
  ids.meeting = mine.meeting.id;
  ids.registration = mine.registrationId;
  ids.order = mine.orderId;
  const papers = await apiCall<{ list: { id: number }[] }>(user, '/service/business/order/contribution/list', {});
  ids.paper = papers.list[0]!.id;
  ids.userId = (await apiCall<{ userId: number }>(user, '/service/home/auth')).userId;
  const upcoming = await apiCall<{ list: { id: number }[] }>(user, '/service/visitor/meeting/find', {
    when: 'upcoming',
    pageSize: 30,
  });
  type Home = {
    isAnnual: boolean;
    registration: { state: string };
    submission: { state: string };
    notices: { id: number }[];
    me: { orderId: number | null; paperId: number | null } | null;
  };
  for (const { id } of upcoming.list) {
    const h = await apiCall<Home>(user, `/service/visitor/home/index/${id}`);
    if (!ids.annual && h.isAnnual) ids.annual = id;
    if (!ids.openMeeting && h.registration.state === 'open' && h.me?.orderId == null) ids.openMeeting = id;
    if (!ids.submitMeeting && h.submission.state === 'open' && h.me?.paperId == null) ids.submitMeeting = id;
    if (id === ids.meeting) ids.notice = h.notices[0]?.id ?? 0;
  }
  await apiCall(user, `/service/visitor/dialog/send/${ids.meeting}`, { content: '请问会议是否提供线上参会方式？' });
  const sheets = await apiCall<{ list: { id: number; guestPhone: string }[] }>(
    staff,
    '/service/staff/settlement/list',
    {
      page: 1,
      pageSize: 20,
    },
  );
  ids.sheet = sheets.list.find((x) => x.guestPhone === GUEST)!.id;
  // A link opened but never used: the visitor view of the sheet.
  const link = await apiCall<{ url: string }>(staff, `/service/staff/settlement/sendLink/${ids.sheet}`);
  ids.sheetToken = new URL(link.url).pathname.split('/').pop()!;
  await user.close();
  await staff.close();
  for (const [k, v] of Object.entries(ids)) if (!v) throw new Error(`no ${k} in the demo seed`);
}

beforeAll(async () => {
  browser = await launch();
  const j = await (await fetch(`${baseURL()}/service/home/load/v3`, { method: 'POST' })).json();
  articleId = j.data.cms_head[0].list[0].id;
  categoryId = j.data.cms_head[0].id;
  await issue3Ids();
});
afterAll(() => browser?.close());

type Screen = [name: string, path: string, account?: string];

const issue2 = (): Screen[] => [
  ['home', '/'],
  ['category', `/article/category/${categoryId}`],
  ['article', `/article/detail/${articleId}`],
  ['login', '/login'],
  ['register', '/register'],
  ['forget', '/forget'],
  ['agreement', '/agreement'],
  ['personal-out', '/personal'],
  ['personal-in', '/personal', '13800000000'],
  ['unsupport', '/UnSupport'],
  ['notify-display', '/notify/display?type=success&title=OK&msg=Done'],
  ['notify-token', '/notify/token'],
  ['search', '/compSearch?q=2027'],
  ['preview', '/onlinePreview?url=%2Fmedia%2Fgen%2Fbanner%2F1.svg&name=banner.svg'],
  ['outbox', '/dev/outbox'],
  ['pending', '/talentCooperation'],
  ['not-found', '/no/such/page'],
  ['staff', '/staff', '13800000009'],
  ['staff-articles', '/staff/articles', '13800000009'],
  ['staff-categories', '/staff/categories', '13800000009'],
  ['staff-pics', '/staff/pics', '13800000009'],
];

const issue3Public = (): Screen[] => [
  ['meetings', '/meeting'],
  ['meetings-filtered', '/meeting?field=computer&when=upcoming'],
  ['meeting-detail', `/meeting/detail/${ids.meeting}`],
  ['meeting-detail-in', `/meeting/detail/${ids.meeting}`, USER],
  ['meet-notice', `/meet/meetNotice/detail/${ids.notice}`],
  ['annual-meeting', `/annualMeeting/${ids.annual}`],
  ['annual-meeting-sign', `/annualMeeting/${ids.annual}/sign`],
  ['site-guide', '/siteGuide'],
  ['submit-guide', '/submitGuide'],
  ['cultivation', '/coopJournal/cultivation'],
  ['settlement-link', `/settlement/${ids.sheetToken}`],
];

const issue3User = (): Screen[] => [
  ['sign-up', `/attendees/toSignUp/${ids.openMeeting}`, USER],
  ['sign-up-already', `/attendees/toSignUp/${ids.meeting}`, USER],
  ['sign-up-pick', '/attendees/toSignUp', USER],
  ['paper-submit', `/attendees/paperSubmit/${ids.submitMeeting}`, USER],
  ['paper-submit-done', `/attendees/paperSubmit/${ids.meeting}`, USER],
  ['meet-consult', `/meet/consult?meetingId=${ids.meeting}`, USER],
  ['attend-list', '/personal/attend', USER],
  ['attend-detail', `/personal/attend/detail/${ids.order}`, USER],
  ['paper-list', '/personal/paper', USER],
  ['paper-detail', `/personal/paper/detail/${ids.paper}`, USER],
  ['schedule', '/meetSchedule', USER],
  ['schedule-ended', '/meetSchedule/ended', USER],
  ['e-ticket', `/personal/meetSchedule/detail/${ids.registration}`, USER],
  ['sign-in-meet', `/signInMeet/${ids.meeting}`, USER],
  ['collection', '/myCollection', USER],
  ['settlement', `/settlement/${ids.sheet}`, GUEST],
];

const issue3Staff = (): Screen[] => [
  ['staff-meetings', '/staff/meetings', STAFF],
  ['staff-meeting-new', '/staff/meetings/new', STAFF],
  ['staff-meeting', `/staff/meetings/${ids.meeting}`, STAFF],
  ['staff-notices', `/staff/meetings/${ids.meeting}/notices`, STAFF],
  ['staff-registrations', `/staff/meetings/${ids.meeting}/registrations`, STAFF],
  ['staff-site-pages', '/staff/site-pages', STAFF],
  ['staff-papers', '/staff/papers', STAFF],
  ['staff-paper', `/staff/papers/${ids.paper}`, STAFF],
  ['staff-consult', '/staff/consult', STAFF],
  ['staff-consult-thread', `/staff/consult/${ids.meeting}/${ids.userId}`, STAFF],
  ['staff-checkin-pick', '/staff/checkin', STAFF],
  ['staff-checkin', `/staff/checkin/${ids.meeting}`, STAFF],
  ['staff-sheets', '/staff/sheets', STAFF],
];

/** Issue 4, payments, wallet and coupons (the order is the demo user's paid registration). */
const issue4Payment = (): Screen[] => [
  ['order-pay-paid', `/attendOrder/orderPay?orderId=${ids.order}`, USER],
  ['sandbox-pay-invalid', `/sandboxPay/${'0'.repeat(32)}?token=${'A'.repeat(43)}`],
  ['wallet', '/wallet/myAccount', USER],
  ['wallet-recharge', '/wallet/recharge', USER],
  ['recharge-list', '/wallet/rechargeList', USER],
  ['exchange-gift', '/wallet/exchangeGift', USER],
  ['topup-offer', '/activity/topup'],
  ['pay-password', '/payPassword', USER],
  ['coupons', '/personal/coupon', USER],
  ['coupon-preview', '/personal/mycoupon/DemoWelcomeCoupon2026A'],
  ['staff-pay-orders', '/staff/pay-orders', STAFF],
  ['staff-pay-order', `/staff/pay-orders/${ids.order}`, STAFF],
];

/** Issue 4, invoices (the demo user's paid registration has a seeded invoice request). */
const issue4Invoice = (): Screen[] => [
  ['meet-user-info', `/attendOrder/meetUserInfo?orderId=${ids.order}`, USER],
  ['set-invoice', `/attendOrder/setInvoice?orderId=${ids.order}`, USER],
  ['view-invoice', `/attendOrder/viewInVoice?orderId=${ids.order}`, USER],
  ['invoices', '/personal/invoice', USER],
  ['invoices-history', '/personal/invoice?tab=history', USER],
  ['staff-invoices', '/staff/invoices', STAFF],
];

/** Issue 4, translation and paper check: ids of the demo user's seeded orders. */
const svc = { delivered: 0, check: 0 };
beforeAll(async () => {
  const user = await signedIn(USER);
  const trans = await apiCall<{ list: { id: number; progress: string }[] }>(
    user,
    '/service/business/order/trans/list',
    {
      pageSize: 20,
    },
  );
  svc.delivered = trans.list.find((o) => o.progress === 'delivered')!.id;
  const checks = await apiCall<{ list: { id: number; orderStatus: string }[] }>(
    user,
    '/service/business/order/check/list',
  );
  svc.check = checks.list.find((o) => o.orderStatus === 'paid')!.id;
  await user.close();
});
const issue4Service = (): Screen[] => [
  ['service-tab', '/paper/serviceTab/translate', USER],
  ['service-tab-polish', '/paper/serviceTab/polish'],
  ['trans-orders', '/personal/trans', USER],
  ['trans-detail', `/personal/trans/detail/${svc.delivered}`, USER],
  ['after-sales', `/transOrder/afterSales/${svc.delivered}`, USER],
  ['paper-check-upload', '/papercheck/upload', USER],
  ['check-orders', '/check/checkOrderList', USER],
  ['check-pay-success', `/papercheck/checkPaySuccess?orderId=${svc.check}`, USER],
  ['staff-svc-trans', '/staff/svc-trans', STAFF],
  ['staff-svc-trans-detail', `/staff/svc-trans/${svc.delivered}`, STAFF],
  ['staff-svc-check', '/staff/svc-check', STAFF],
];

/** Issue 4, a paper after review (decision 015): the demo user's accepted and sent-back papers. */
const after = { accepted: 0, revising: 0, token: '' };
beforeAll(async () => {
  const user = await signedIn(USER);
  const staff = await signedIn(STAFF);
  const list = await apiCall<{ list: { id: number; status: string }[] }>(
    user,
    '/service/business/order/contribution/list',
    {},
  );
  after.accepted = list.list.find((p) => p.status === 'accepted')!.id;
  after.revising = list.list.find((p) => p.status === 'revision_requested')!.id;
  // An agreement link for the co-author, opened but not used: the visitor's signing page.
  const link = await apiCall<{ url: string }>(staff, `/service/staff/paper/agreement/send/${after.accepted}`, {
    position: 2,
  });
  after.token = new URL(link.url).pathname.split('/').pop()!;
  await user.close();
  await staff.close();
});

const issue4Paper = (): Screen[] => [
  ['modify-paper', `/attendOrder/paperOrder/modifyPaper/${after.revising}`, USER],
  ['signed-agreement', `/attendOrder/signedAnAgreement/${after.accepted}`, USER],
  ['review-detail', `/attendOrder/reviewDetail?paperId=${after.revising}`, USER],
  ['paper-detail-accepted', `/personal/paper/detail/${after.accepted}`, USER],
  ['agreement-sign-link', `/agreement/sign/${after.token}`],
  ['paper-link-invalid', `/paper/link/${'A'.repeat(43)}`],
  ['staff-paper-accepted', `/staff/papers/${after.accepted}`, STAFF],
];

/** Issue 4, SCI journals and orders (decision 016): the demo user's seeded SCI orders. */
const sci = { journal: 0, unpaid: 0, revision: 0, accepted: 0 };
beforeAll(async () => {
  const user = await signedIn(USER);
  type Sci = { id: number; progress: string; journal: { id: number } };
  const list = await apiCall<{ list: Sci[] }>(user, '/service/business/order/sci/list', { pageSize: 20 });
  const of = (p: string) => list.list.find((o) => o.progress === p)!;
  sci.unpaid = of('pending').id;
  sci.journal = of('pending').journal.id;
  sci.revision = of('revision').id;
  sci.accepted = of('accepted').id;
  await user.close();
});
const issue4Sci = (): Screen[] => [
  ['sci-list', '/sci'],
  ['sci-list-filtered', '/sci?if=5to10&partition=Q1&index=SCI'],
  ['sci-detail', `/sci/detail/${sci.journal}`],
  ['sci-contribute', `/sciPaperPro/contribute/${sci.journal}/fullService`, USER],
  ['sci-orders', '/personal/sci', USER],
  ['sci-order-unpaid', `/personal/sci/detail/${sci.unpaid}`, USER],
  ['sci-order-revision', `/personal/sci/detail/${sci.revision}`, USER],
  ['sci-opinion', `/sciOrder/opinion/${sci.revision}`, USER],
  ['sci-modify', `/personal/sci/v2/modify/${sci.revision}`, USER],
  ['sci-legacy-detail', `/sciOrder/details?orderId=${sci.accepted}`, USER],
  ['staff-sci', '/staff/sci', STAFF],
  ['staff-sci-detail', `/staff/sci/${sci.revision}`, STAFF],
];

const groups: [string, () => Screen[]][] = [
  ['issue 2', issue2],
  ['issue 3 public', issue3Public],
  ['issue 3 signed-in', issue3User],
  ['issue 3 staff', issue3Staff],
  ['issue 4 payment', issue4Payment],
  ['issue 4 invoices', issue4Invoice],
  ['issue 4 paper', issue4Paper],
  ['issue 4 service', issue4Service],
  ['issue 4 sci', issue4Sci],
];

// One sign-in per account for the whole file: a password login costs a memory-hard hash.
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();
async function sessionOf(account: string) {
  let cookies = sessions.get(account);
  if (!cookies) {
    const ctx = await signedIn(account);
    cookies = await ctx.cookies();
    sessions.set(account, cookies);
    await ctx.close();
  }
  return cookies;
}

/** A few pages at a time: the server and the browser each have a core to themselves. */
const AT_ONCE = 3;

// Each page loads once per language: drawn at 375px, then the same page widened to the 750px
// column (CSS reflows it), which halves the page loads of the run.
for (const lang of ['zh', 'en'] as Lang[]) {
  for (const [group, screens] of groups) {
    it(`renders every ${group} screen in ${lang} at 375 and 750px without console errors`, async () => {
      const errors: string[] = [];
      const capture = async ([name, path, account]: Screen) => {
        const ctx = await newContext(browser, { lang, width: 375 });
        if (account) await ctx.addCookies(await sessionOf(account));
        const page = await ctx.newPage();
        page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`${name}: ${m.text()}`);
        });
        await gotoSettled(page, path);
        await shot(page, `${name}-${lang}-375`);
        await page.setViewportSize({ width: 750, height: 1000 });
        // The wider column reflows; a resize may also load a picture of another size.
        await page.waitForTimeout(100);
        await shot(page, `${name}-${lang}-750`);
        await ctx.close();
      };
      const all = screens();
      for (let i = 0; i < all.length; i += AT_ONCE) await Promise.all(all.slice(i, i + AT_ONCE).map(capture));
      expect(errors).toEqual([]);
    });
  }
}
