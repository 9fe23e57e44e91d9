import { Code } from '@app/contract/codes';
import { checkDetails } from '@app/contract/meta/service';
import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { parseId } from '../../contribution/lib/parse-id';
import { payable, payHref } from '../lib/display';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';

/** /papercheck/checkPaySuccess?orderId=: after paying a check order, what happens next. */
export default function CheckPaySuccess() {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const [search] = useSearchParams();
  const id = parseId(search.get('orderId') ?? undefined);
  const d = useCall(checkDetails, id ? { id } : null, { expect: [Code.NOT_FOUND] });
  const list = (
    <Link className="ct-btn ct-btn--primary" to={routeById.checkOrders!.path}>
      {t('check.toList')}
    </Link>
  );
  if (!id)
    return (
      <div className="ct-page">
        <StatusPanel kind="notFound" title={t('check.noOrder')} description={t('check.noOrderDesc')} action={list} />
      </div>
    );
  if (d.error?.code === Code.NOT_FOUND)
    return (
      <div className="ct-page">
        <StatusPanel kind="notFound" title={t('detail.notFound')} action={list} />
      </div>
    );
  if (d.error) return <StatusPanel kind="error" description={d.error.codeMsg} onRetry={d.reload} />;
  if (!d.data) return <PageLoading />;
  const o = d.data;
  const paid = o.orderStatus === 'paid';
  return (
    <div className="ct-page" data-testid="check-pay-success">
      <div className="svc-result">
        <h2>{paid ? t('check.successTitle') : t('check.notPaidTitle')}</h2>
        <p>
          <strong>{o.title}</strong>
          <br />
          {t(`engine.${o.engine}`)} · {formatYuan(o.amountFen, lang)}
        </p>
        <p>
          {o.progress === 'reported' ? t('check.reportedNext') : paid ? t('check.successNext') : t('check.notPaidNext')}
        </p>
        {payable(o.orderStatus) ? (
          <Link className="ct-btn" to={payHref(o.id)}>
            {t('check.pay')}
          </Link>
        ) : null}
        {list}
      </div>
    </div>
  );
}
