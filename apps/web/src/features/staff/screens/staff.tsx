import { useTranslation } from 'react-i18next';
import { Link, Outlet, Route, Routes } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { StaffGate } from '../components/staff-gate';
import { StaffLayout } from '../components/staff-layout';
import ArticleEditor from '../pages/article-editor';
import ArticleList from '../pages/article-list';
import CategoryList from '../pages/category-list';
import CheckinPage, { CheckinPick } from '../pages/checkin-page';
import ConsultInbox from '../pages/consult-inbox';
import ConsultThread from '../pages/consult-thread';
import Dashboard from '../pages/dashboard';
import InvoiceList from '../pages/invoice-list';
import LoginPage from '../pages/login-page';
import MeetingEditor from '../pages/meeting-editor';
import MeetingList from '../pages/meeting-list';
import NoticeList from '../pages/notice-list';
import PaperDetail from '../pages/paper-detail';
import PaperList from '../pages/paper-list';
import PayOrderDetail from '../pages/pay-order-detail';
import PayOrders from '../pages/pay-orders';
import PicList from '../pages/pic-list';
import RegistrationList from '../pages/registration-list';
import SciOrderDetail from '../pages/sci-order-detail';
import SciOrders from '../pages/sci-orders';
import SheetList from '../pages/sheet-list';
import SvcCheckList from '../pages/svc-check-list';
import SvcTransDetail from '../pages/svc-trans-detail';
import SvcTransList from '../pages/svc-trans-list';
import '../staff.css';
import '../meetings.css';

function Console() {
  return (
    <StaffGate>
      <StaffLayout>
        <Outlet />
      </StaffLayout>
    </StaffGate>
  );
}

function UnknownPage() {
  const { t } = useTranslation('staff');
  return <StatusPanel title={t('common.notFound')} actions={<Link to="/staff">{t('nav.dashboard')}</Link>} />;
}

/**
 * The staff console (/staff/*), its own lazy chunk, drawn without the site's chrome. Everything
 * but the sign-in page sits behind StaffGate; the server still checks the role on every call.
 */
export default function Staff() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<Console />}>
        <Route index element={<Dashboard />} />
        <Route path="articles" element={<ArticleList />} />
        <Route path="articles/new" element={<ArticleEditor />} />
        <Route path="articles/:id" element={<ArticleEditor />} />
        <Route path="categories" element={<CategoryList />} />
        <Route path="pics" element={<PicList />} />
        <Route path="meetings" element={<MeetingList />} />
        <Route path="meetings/new" element={<MeetingEditor />} />
        <Route path="meetings/:id" element={<MeetingEditor />} />
        <Route path="meetings/:id/notices" element={<NoticeList />} />
        <Route path="meetings/:id/registrations" element={<RegistrationList />} />
        <Route path="site-pages" element={<NoticeList />} />
        <Route path="papers" element={<PaperList />} />
        <Route path="papers/:id" element={<PaperDetail />} />
        <Route path="consult" element={<ConsultInbox />} />
        <Route path="consult/:meetingId/:userId" element={<ConsultThread />} />
        <Route path="checkin" element={<CheckinPick />} />
        <Route path="checkin/:id" element={<CheckinPage />} />
        <Route path="sheets" element={<SheetList />} />
        <Route path="invoices" element={<InvoiceList />} />
        <Route path="pay-orders" element={<PayOrders />} />
        <Route path="pay-orders/:id" element={<PayOrderDetail />} />
        <Route path="svc-trans" element={<SvcTransList />} />
        <Route path="svc-trans/:id" element={<SvcTransDetail />} />
        <Route path="svc-check" element={<SvcCheckList />} />
        <Route path="sci" element={<SciOrders />} />
        <Route path="sci/:id" element={<SciOrderDetail />} />
        <Route path="*" element={<UnknownPage />} />
      </Route>
    </Routes>
  );
}
