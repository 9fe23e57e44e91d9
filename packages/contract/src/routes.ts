/**
 * The route table of spec §2, as data. The web router, the guard and page titles read it; the
 * server builds links from it. `pending` marks a screen that a later issue builds: it renders the
 * shared "not yet available" screen until then (a test prints how many remain).
 */
export type Area = 'main' | 'peerReview' | 'staff';

export interface RouteDef {
  /** Screen id: the web app maps it to a lazily loaded component. */
  id: string;
  path: string;
  /** Other paths that render the same screen (§2 "alias"). */
  aliases?: string[];
  needLogin?: boolean;
  /** Shows the bottom tab bar of its area. */
  footer?: boolean;
  area?: Area;
  /** Key in the `titles` namespace; the page title is this plus the platform suffix. */
  titleKey: string;
  /** Built by a later issue (number given): shows the shared "not yet available" screen. */
  pending?: number;
  /** Hides the right floating banner (§2 Shell) besides the login-required pages. */
  noRightBanner?: boolean;
}

export interface RedirectDef {
  from: string;
  /** Target pattern; `:name` is filled from the source params, or from the query (e.g. orderId). */
  to: string;
  /** Query parameter that supplies `:id` when the old path has none (§2 legacy order paths). */
  idFromQuery?: string;
}

const r = (id: string, path: string, titleKey: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  id,
  path,
  titleKey,
  area: 'main',
  ...extra,
});

export const routes: RouteDef[] = [
  // Shell and home (issue 2)
  r('home', '/', 'home', { footer: true, aliases: ['/index', '/home'] }),
  r('categoryList', '/article/category/:id', 'category'),
  r('articleDetail', '/article/detail/:id', 'article'),
  r('login', '/login', 'login', { noRightBanner: true }),
  r('register', '/register', 'register', { noRightBanner: true }),
  r('forget', '/forget', 'forget', { noRightBanner: true }),
  r('agreement', '/agreement', 'agreement'),
  r('personal', '/personal', 'personal', { footer: true, noRightBanner: true }),
  r('unSupport', '/UnSupport', 'unSupport'),
  r('notifyToken', '/notify/token', 'notify'),
  r('notifyDisplay', '/notify/display', 'notify'),
  r('compSearch', '/compSearch', 'compSearch'),
  r('onlinePreview', '/onlinePreview', 'onlinePreview'),
  r('outbox', '/dev/outbox', 'outbox'),

  // Conference and paper (issue 3)
  r('meetingList', '/meeting', 'meetingList', { footer: true }),
  r('meetingDetail', '/meeting/detail/:id', 'meetingDetail'),
  r('paperSubmit', '/attendees/paperSubmit/:id', 'paperSubmit', { needLogin: true, noRightBanner: true }),
  r('toSignUp', '/attendees/toSignUp/:id?', 'toSignUp', { needLogin: true, noRightBanner: true }),
  r('meetNotice', '/meet/meetNotice/detail/:id', 'meetNotice'),
  r('meetConsult', '/meet/consult', 'meetConsult', { needLogin: true, noRightBanner: true }),
  r('annualMeeting', '/annualMeeting/:id', 'annualMeeting'),
  r('annualMeetingSign', '/annualMeeting/:id/sign', 'annualMeetingSign', { noRightBanner: true }),
  r('signInMeet', '/signInMeet/:id', 'signInMeet', { needLogin: true, noRightBanner: true }),
  r('meetSchedule', '/meetSchedule', 'meetSchedule', {
    needLogin: true,
    aliases: ['/meetSchedule/notStarted', '/meetSchedule/ended'],
  }),
  r('meetScheduleDetail', '/meetScheduleDetail', 'eTicket', {
    needLogin: true,
    noRightBanner: true,
    aliases: ['/personal/meetSchedule/detail/:id'],
  }),
  r('settlement', '/settlement/:id', 'settlement', { noRightBanner: true }),
  r('siteGuide', '/siteGuide', 'siteGuide'),
  r('submitGuide', '/submitGuide', 'submitGuide'),
  r('cultivation', '/coopJournal/cultivation', 'cultivation'),
  r('myCollection', '/myCollection', 'myCollection', {
    needLogin: true,
    aliases: ['/myCollection/meeting', '/myCollection/sci', '/myCollection/news', '/myCollection/literature'],
  }),

  // Orders (issue 4)
  r('sciList', '/sci', 'sciList', { footer: true }),
  r('sciDetail', '/sci/detail/:id', 'sciDetail'),
  r('attendList', '/personal/attend', 'attendList', { needLogin: true }),
  r('attendDetail', '/personal/attend/detail/:id', 'attendDetail', { needLogin: true }),
  r('meetUserInfo', '/attendOrder/meetUserInfo', 'meetUserInfo', { needLogin: true }),
  r('orderPay', '/attendOrder/orderPay', 'orderPay', {
    needLogin: true,
    aliases: ['/personal/order/pay'],
    noRightBanner: true,
  }),
  // The sandbox payment channel's page (issue 4): a visitor page, its token is the credential.
  r('sandboxPay', '/sandboxPay/:intentId', 'sandboxPay', { noRightBanner: true }),
  r('viewInvoice', '/attendOrder/viewInVoice', 'viewInvoice', { needLogin: true }),
  r('setInvoice', '/attendOrder/setInvoice', 'setInvoice', { needLogin: true, noRightBanner: true }),
  r('paperList', '/personal/paper', 'paperList', { needLogin: true }),
  r('paperDetail', '/personal/paper/detail/:id', 'paperDetail', { needLogin: true }),
  r('modifyPaper', '/attendOrder/paperOrder/modifyPaper/:id', 'modifyPaper', {
    needLogin: true,
    aliases: ['/personal/paper/modify/:id'],
    noRightBanner: true,
  }),
  r('signedAgreement', '/attendOrder/signedAnAgreement/:id', 'signedAgreement', {
    needLogin: true,
    aliases: ['/personal/paper/signed/:id'],
    noRightBanner: true,
  }),
  r('reviewDetail', '/attendOrder/reviewDetail', 'reviewDetail', { needLogin: true }),
  // Visitor links of a paper (decision 015): the token is the credential.
  r('agreementSign', '/agreement/sign/:token', 'agreementSign', { noRightBanner: true }),
  r('paperLink', '/paper/link/:token', 'paperLink', { noRightBanner: true }),
  r('sciOrders', '/personal/sci', 'sciOrders', { needLogin: true }),
  r('sciOrderDetail', '/personal/sci/detail/:id', 'sciOrderDetail', { needLogin: true }),
  r('sciOpinion', '/sciOrder/opinion/:id', 'sciOpinion', { needLogin: true }),
  r('transOrders', '/personal/trans', 'transOrders', { needLogin: true }),
  r('transDetail', '/personal/trans/detail/:id', 'transDetail', { needLogin: true }),
  r('afterSales', '/transOrder/afterSales/:id', 'afterSales', {
    needLogin: true,
    aliases: ['/personal/trans/service/:id'],
    noRightBanner: true,
  }),
  r('serviceTab', '/paper/serviceTab/:type', 'serviceTab', { noRightBanner: true }),
  r('sciContribute', '/sciPaperPro/contribute/:id/:type', 'sciContribute', { needLogin: true, noRightBanner: true }),
  r('modifySci', '/sciPaperPro/modifySciPaper/:id', 'modifySci', {
    needLogin: true,
    aliases: ['/personal/sci/v2/modify/:id'],
    noRightBanner: true,
  }),
  r('paperCheckUpload', '/papercheck/upload', 'paperCheckUpload', { needLogin: true, noRightBanner: true }),
  r('checkOrders', '/check/checkOrderList', 'checkOrders', {
    needLogin: true,
    aliases: ['/personal/check/checkOrderList', '/personal/checkOrderList'],
  }),
  r('checkPaySuccess', '/papercheck/checkPaySuccess', 'checkPaySuccess', { needLogin: true }),
  r('walletAccount', '/wallet/myAccount', 'walletAccount', { needLogin: true }),
  r('walletRecharge', '/wallet/recharge', 'walletRecharge', { needLogin: true, noRightBanner: true }),
  r('rechargeList', '/wallet/rechargeList', 'rechargeList', { needLogin: true }),
  r('exchangeGift', '/wallet/exchangeGift', 'exchangeGift', { needLogin: true, noRightBanner: true }),
  r('topup', '/activity/topup', 'topup'),
  r('payPassword', '/payPassword', 'payPassword', { needLogin: true, noRightBanner: true }),
  r('coupons', '/personal/coupon', 'coupons', { needLogin: true }),
  r('couponPreview', '/personal/mycoupon/:id?', 'couponPreview'),
  r('invoices', '/personal/invoice', 'invoices', { needLogin: true }),

  // Personal (later issues)
  r('setInfoList', '/personal/setInfoList', 'setInfoList', { needLogin: true, pending: 5 }),
  r('personalTaskCenter', '/personal/taskCenter', 'taskCenter', { needLogin: true, pending: 5 }),
  r('passwordList', '/passwordList', 'passwordList', { needLogin: true, pending: 5 }),
  r('loginPassword', '/loginPassword', 'loginPassword', { needLogin: true, pending: 5 }),
  r('addressList', '/address/addressList', 'addressList', { needLogin: true, pending: 5 }),
  r('addAddress', '/address/addAddress', 'addAddress', { needLogin: true, pending: 5 }),
  r('members', '/personal/members', 'members', { needLogin: true, pending: 5 }),
  r('membersRule', '/personal/membersRule', 'membersRule', { needLogin: true, pending: 5 }),
  r('credits', '/personal/credits', 'credits', { needLogin: true, pending: 5 }),
  r('creditsList', '/personal/creditsList', 'creditsList', { needLogin: true, pending: 5 }),
  r('resume', '/personal/resume', 'resume', { needLogin: true, pending: 5 }),
  r('delivery', '/personal/delivery', 'delivery', { needLogin: true, pending: 5 }),
  r('systemMsg', '/personal/systemMsg', 'systemMsg', { needLogin: true, pending: 5 }),
  r('talentCooperation', '/talentCooperation', 'talentCooperation', { pending: 5 }),
  r('mentorApply', '/mentor/mentorApply/:id', 'mentorApply', { needLogin: true, pending: 5 }),
  r('conversionPost', '/conversion/post', 'conversionPost', { needLogin: true, pending: 5 }),
  r('conversionBecome', '/conversion/become', 'conversionBecome', { needLogin: true, pending: 5 }),
  r('conversionDemand', '/conversion/postDemand', 'conversionDemand', { needLogin: true, pending: 5 }),
  r('agentAuth', '/agent/auth', 'agentAuth', { needLogin: true, pending: 5, aliases: ['/userCenter/agencyAuth'] }),
  r('editExpertAuth', '/editExpert/auth', 'editExpertAuth', { needLogin: true, pending: 5 }),
  r('shopping', '/shopping', 'shopping', { needLogin: true, pending: 5 }),
  r('shoppingDetail', '/shopping/detail/:id', 'shoppingDetail', { needLogin: true, pending: 5 }),
  r('shoppingOrder', '/shopping/order', 'shoppingOrder', { needLogin: true, pending: 5 }),
  r('shoppingSuccess', '/shopping/orderSuccess', 'shoppingSuccess', { needLogin: true, pending: 5 }),
  r('shoppingOrderDetail', '/shopping/orderDetail', 'shoppingOrderDetail', { needLogin: true, pending: 5 }),
  r('shoppingRecord', '/shopping/orderRecord', 'shoppingRecord', { needLogin: true, pending: 5 }),

  // Think tank, old area (later issue)
  r('expertList', '/thinkTank/expert', 'expertList', { needLogin: true, pending: 6 }),
  r('expertDetail', '/thinkTank/expertDetail/:id', 'expertDetail', { needLogin: true, pending: 6 }),
  r('expertJoin', '/thinkTank/expertJoin', 'expertJoin', { needLogin: true, pending: 6 }),

  // Think tank under /peerReview (later issue)
  ...(
    [
      ['prIndex', 'index', 'prIndex', { footer: true }],
      ['prTaskList', 'taskList', 'prTaskList', { footer: true }],
      ['prTaskDetail', 'taskDetail/:id', 'prTaskDetail', {}],
      ['prJoin', 'joinPeerReview', 'prJoin', { needLogin: true }],
      ['prPurpose', 'purposeConfirm', 'prPurpose', { needLogin: true }],
      ['prCentre', 'taskCenter/index', 'prCentre', { footer: true }],
      ['prMyTask', 'taskCenter/myTask', 'prMyTask', { needLogin: true }],
      ['prMyTaskDetail', 'taskCenter/myTaskDetail/:id', 'prMyTaskDetail', { needLogin: true }],
      ['prFinishTask', 'taskCenter/finishTask/:id', 'prFinishTask', { needLogin: true }],
      ['prRemuneration', 'taskCenter/myRemuneration', 'prRemuneration', { needLogin: true }],
      ['prSetInfo', 'taskCenter/setInfo', 'prSetInfo', { needLogin: true }],
      ['prWithdraw', 'taskCenter/withdraw', 'prWithdraw', { needLogin: true }],
      ['prAchievements', 'taskCenter/myAchievements', 'prAchievements', { needLogin: true }],
      ['prInformation', 'taskCenter/myInformation', 'prInformation', { needLogin: true }],
      ['prContract', 'taskCenter/contractSigned', 'prContract', { needLogin: true }],
      ['prAuth', 'taskCenter/auth', 'prAuth', { needLogin: true }],
      ['prHonorarium', 'honorarium/:token', 'prHonorarium', { needLogin: true }],
      ['prIdentity', 'identity', 'prIdentity', { needLogin: true }],
    ] as const
  ).map(([id, p, title, extra]) => r(id, `/peerReview/${p}`, title, { area: 'peerReview', pending: 6, ...extra })),

  // Staff console (its own chunk; staff only)
  r('staff', '/staff/*', 'staff', { area: 'staff', noRightBanner: true }),
];

export const redirects: RedirectDef[] = [
  { from: '/attendess/paperSubmit/:id', to: '/attendees/paperSubmit/:id' },
  { from: '/attendess/toSignUp/:id?', to: '/attendees/toSignUp/:id?' },
  { from: '/peerReview', to: '/peerReview/index' },
  { from: '/attendOrder/attendList', to: '/personal/attend' },
  { from: '/attendOrder/attendOrderDetail/:id?', to: '/personal/attend/detail/:id', idFromQuery: 'orderId' },
  { from: '/attendOrder/paperList', to: '/personal/paper' },
  { from: '/attendOrder/paperOrderDetail/:id?', to: '/personal/paper/detail/:id', idFromQuery: 'orderId' },
  { from: '/sciOrder/sciPaperList', to: '/personal/sci' },
  { from: '/sciOrder/details/:id?', to: '/personal/sci/detail/:id', idFromQuery: 'orderId' },
  { from: '/transOrder/list', to: '/personal/trans' },
  { from: '/transOrder/detail/:id?', to: '/personal/trans/detail/:id', idFromQuery: 'orderId' },
  { from: '/checkOrder/list', to: '/check/checkOrderList' },
];

/** Fills `:name` (and optional `:name?`) segments. */
export function href(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  return (
    pattern
      .replace(/\/:(\w+)\??/g, (_, k: string) =>
        params[k] === undefined ? '' : `/${encodeURIComponent(String(params[k]))}`,
      )
      .replace(/\/\*$/, '') || '/'
  );
}

export const routeById = Object.fromEntries(routes.map((x) => [x.id, x])) as Record<string, RouteDef>;
