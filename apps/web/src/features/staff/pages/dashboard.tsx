import { staffPaperList } from '@app/contract/meta/contribution';
import { staffMeetingList } from '@app/contract/meta/meeting-staff';
import { staffSheetList } from '@app/contract/meta/settlement';
import { staffArticleList, staffCategoryList, staffPicList } from '@app/contract/meta/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-store';
import { useStaffCall } from '../lib/staff-api';

function Card({ to, title, text, count }: { to: string; title: string; text: string; count?: number }) {
  const { t } = useTranslation('staff');
  return (
    <Link to={to} className="stf-card stf-dash-card">
      <span className="stf-dash-title">{title}</span>
      <span className="stf-muted">{text}</span>
      <span className="stf-dash-count">{count === undefined ? '—' : t('dashboard.count', { count })}</span>
    </Link>
  );
}

/** The console's start page: what can be managed here, with how much there is of each. */
export default function Dashboard() {
  const { t } = useTranslation('staff');
  const { user } = useAuth();
  const articles = useStaffCall(staffArticleList, { page: 1, pageSize: 1 });
  const categories = useStaffCall(staffCategoryList, {});
  const pics = useStaffCall(staffPicList, {});
  const meetings = useStaffCall(staffMeetingList, { page: 1, pageSize: 1 });
  // What waits on staff: papers to decide, sheets confirmed by the guest and not yet paid.
  const papers = useStaffCall(staffPaperList, { status: 'submitted', page: 1, pageSize: 1 });
  const sheets = useStaffCall(staffSheetList, { status: 'confirmed', page: 1, pageSize: 1 });
  return (
    <div className="stf-page">
      <section className="stf-card stf-dash-hello">
        <h1 className="stf-h1">{t('dashboard.title', { name: user?.nickname ?? '' })}</h1>
        <p className="stf-muted">{t('dashboard.intro')}</p>
        <div className="stf-dash-actions">
          <Link to="/staff/articles/new" className="stf-button-link">
            {t('dashboard.newArticle')}
          </Link>
          <a href="/" className="stf-text-button">
            {t('nav.site')}
          </a>
        </div>
      </section>
      <div className="stf-dash-grid">
        <Card
          to="/staff/articles"
          title={t('dashboard.articles')}
          text={t('dashboard.articlesText')}
          count={articles.data?.total}
        />
        <Card
          to="/staff/categories"
          title={t('dashboard.categories')}
          text={t('dashboard.categoriesText')}
          count={categories.data?.length}
        />
        <Card to="/staff/pics" title={t('dashboard.pics')} text={t('dashboard.picsText')} count={pics.data?.length} />
        <Card
          to="/staff/meetings"
          title={t('dashboard.meetings')}
          text={t('dashboard.meetingsText')}
          count={meetings.data?.total}
        />
        <Card
          to="/staff/papers?status=submitted"
          title={t('dashboard.papers')}
          text={t('dashboard.papersText')}
          count={papers.data?.total}
        />
        <Card
          to="/staff/sheets?status=confirmed"
          title={t('dashboard.sheets')}
          text={t('dashboard.sheetsText')}
          count={sheets.data?.total}
        />
      </div>
    </div>
  );
}
