import { useTranslation } from 'react-i18next';
import { Link, Outlet, Route, Routes } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { StaffGate } from '../components/staff-gate';
import { StaffLayout } from '../components/staff-layout';
import ArticleEditor from '../pages/article-editor';
import ArticleList from '../pages/article-list';
import CategoryList from '../pages/category-list';
import Dashboard from '../pages/dashboard';
import LoginPage from '../pages/login-page';
import PicList from '../pages/pic-list';
import '../staff.css';

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
        <Route path="*" element={<UnknownPage />} />
      </Route>
    </Routes>
  );
}
