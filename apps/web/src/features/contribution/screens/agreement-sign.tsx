import { Code } from '@app/contract/codes';
import { agreementSubmit, agreementView } from '@app/contract/meta/contribution-visitor';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { AgreementText, SIGN_EXPECTED, SignatureList, SignForm } from '../components/agreement-parts';
import { parseToken } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';
import '../agreement.css';

/**
 * /agreement/sign/:token: the copyright agreement for one co-author, reached without an account
 * through the link staff sent (decision 015). The token is the credential; signing uses it up.
 */
export default function AgreementSign() {
  const { t } = useTranslation('agreement');
  const token = parseToken(useParams().token);
  const res = useCall(agreementView, token === null ? null : { id: token }, { silent: true });

  if (token === null || res.error?.code === Code.NOT_FOUND || res.error?.code === Code.INVALID_INPUT) {
    return (
      <div className="ct-page">
        <StatusPanel kind="notFound" title={t('link.notFound')} description={t('link.notFoundDesc')} />
      </div>
    );
  }
  if (res.error?.code === Code.LINK_EXPIRED) {
    return (
      <div className="ct-page">
        <StatusPanel kind="error" title={t('link.expired')} description={res.error.codeMsg} />
      </div>
    );
  }
  if (res.error) {
    return (
      <div className="ct-page">
        <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />
      </div>
    );
  }
  const v = res.data;
  if (!v) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const open = v.paper.status === 'accepted' && !v.author.signature && v.linkState === 'valid';
  return (
    <div className="ct-page ag-page">
      <header className="ct-head">
        <p className="ct-head__kicker">{v.paper.meetingTitle}</p>
        <h1>{v.paper.title}</h1>
      </header>
      {v.author.signature ? (
        <p className="ct-notice" role="status" data-testid="agreement-done">
          {t('link.signed')}
        </p>
      ) : !open ? (
        <p className="ct-notice" role="status">
          {t('link.closed')}
        </p>
      ) : null}
      <SignatureList authors={[v.author]} />
      <AgreementText text={v.text} />
      {open ? (
        <SignForm
          author={v.author}
          onStale={res.reload}
          onSign={async (signedName) => {
            await callApi(agreementSubmit, { id: token, signedName, agree: true }, { expect: SIGN_EXPECTED });
            toast(t('sign.done'));
            res.reload();
          }}
        />
      ) : null}
    </div>
  );
}
