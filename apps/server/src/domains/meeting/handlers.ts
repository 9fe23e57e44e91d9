import * as c from '@app/contract/calls/meeting';
import * as s from '@app/contract/calls/meeting-staff';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { loadSessionUser } from '../../platform/session';
import { annualSign } from './annual';
import { collectionList, collectionStatus, findMeetings, toggleCollection } from './collections';
import { dialogIndex, dialogSend, staffInbox, staffReply, staffThread } from './dialog';
import { annualIndex, invoiceSetting, meetingHome, noticeView, paymentSetting } from './home';
import { registerIcsRoute } from './ics';
import { scheduleReminders } from './reminders';
import { attendance, scheduleDetail, scheduleList, selfCheckin, staffCheckin, staffRegistrationList } from './schedule';
import {
  staffMeetingDelete,
  staffMeetingGet,
  staffMeetingList,
  staffMeetingSave,
  staffNoticeDelete,
  staffNoticeList,
  staffNoticeSave,
} from './staff-meetings';

const paging = (i: { page: number; pageSize: number }) => ({ page: i.page, pageSize: i.pageSize });

/** Conference pages, consultation, schedule, e-ticket and check-in, and their staff console (issue 3). */
export function registerMeeting(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  // A visitor call (public page), which bindCall serves without the session: the caller's own
  // registration and paper are added when a session cookie is present.
  bindCall(app, deps, c.meetingHome, async (i, ctx) => {
    const user = await loadSessionUser(deps, ctx.req);
    return meetingHome(deps, ctx.lang, i.id, user?.id ?? null);
  });
  bindCall(app, deps, c.noticeView, (i, ctx) => noticeView(db, ctx.lang, i.a, i.b));
  bindCall(app, deps, c.dialogIndex, (i, ctx) => dialogIndex(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.dialogSend, (i, ctx) => dialogSend(deps, ctx.lang, ctx.user.id, i.id, i.content));
  bindCall(app, deps, c.meetingPaymentSetting, (i, ctx) => paymentSetting(db, ctx.lang, i.meetingCode));
  bindCall(app, deps, c.meetingInvoiceSetting, (i, ctx) => invoiceSetting(db, ctx.lang, i.meetingCode));
  bindCall(app, deps, c.annualIndex, (i, ctx) => annualIndex(deps, ctx.lang, i.id));
  bindCall(app, deps, c.annualSign, (i, ctx) => annualSign(deps, ctx.lang, ctx.ip, i));
  bindCall(app, deps, c.scheduleList, (i, ctx) => scheduleList(deps, ctx.lang, ctx.user.id, i.status, paging(i)));
  bindCall(app, deps, c.scheduleDetail, (i, ctx) => scheduleDetail(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.meetingSignIn, (i, ctx) => selfCheckin(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.meetingFind, (i, ctx) => findMeetings(deps, ctx.lang, i));
  bindCall(app, deps, c.collectionToggle, (i, ctx) => toggleCollection(deps, ctx.user.id, i.id));
  bindCall(app, deps, c.collectionStatus, (i, ctx) => collectionStatus(db, ctx.user.id, i.id));
  bindCall(app, deps, c.collectionList, (i, ctx) => collectionList(db, ctx.lang, ctx.user.id, paging(i)));

  bindCall(app, deps, s.staffMeetingList, (i) => staffMeetingList(db, i));
  bindCall(app, deps, s.staffMeetingGet, (i) => staffMeetingGet(db, i.id));
  bindCall(app, deps, s.staffMeetingSave, (i, ctx) => staffMeetingSave(deps, i, ctx.lang));
  bindCall(app, deps, s.staffMeetingDelete, (i) => staffMeetingDelete(deps, i.id));
  bindCall(app, deps, s.staffNoticeList, (i) => staffNoticeList(db, i.meetingId));
  bindCall(app, deps, s.staffNoticeSave, (i, ctx) => staffNoticeSave(deps, i, ctx.lang));
  bindCall(app, deps, s.staffNoticeDelete, (i) => staffNoticeDelete(db, i.id));
  bindCall(app, deps, s.staffDialogInbox, (i, ctx) => staffInbox(db, ctx.lang, i));
  bindCall(app, deps, s.staffDialogThread, (i) => staffThread(deps, i.meetingId, i.userId));
  bindCall(app, deps, s.staffDialogReply, (i, ctx) =>
    staffReply(deps, ctx.lang, ctx.user.id, i.meetingId, i.userId, i.content),
  );
  bindCall(app, deps, s.staffCheckin, (i, ctx) => staffCheckin(deps, ctx.lang, ctx.user.id, i));
  bindCall(app, deps, s.staffAttendance, (i, ctx) => attendance(db, ctx.lang, i.id));
  bindCall(app, deps, s.staffRegistrationList, (i, ctx) => staffRegistrationList(db, ctx.lang, i));

  registerIcsRoute(app, deps);
  scheduleReminders(app, deps);
}
