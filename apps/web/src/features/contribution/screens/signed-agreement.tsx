import { paperAgreement, paperAgreementSign } from '@app/contract/meta/contribution-visitor';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { loadState } from '../../cms/components/load-gate';
import { AgreementText, SIGN_EXPECTED, SignatureList, SignForm } from '../components/agreement-parts';
import { parseId } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';
import '../agreement.css';

/**
 * /attendOrder/signedAnAgreement/:id (alias /personal/paper/signed/:id): the copyright agreement
 * of the signed-in author's paper. The author signs for themself (the author with their phone,
 * else the corresponding author); co-authors sign through the links staff send them.
 */
export default function SignedAgreement() {
  const { t } = useTranslation('agreement');
  const id = parseId(useParams().id);
  const res = useCall(paperAgreement, id === null ? null : { id }, { silent: true });

  const gate = loadState({
    page: 'ct-page',
    invalid: id === null,
    res,
    rows: 6,
    notFound: { title: t('page.notFound'), to: routeById.paperList!.path, label: t('page.toList') },
  });
  const a = res.data;
  if (gate || !a) return gate;
  const me = a.authors.find((x) => x.position === a.signAs);
  return (
    <div className="ct-page ag-page">
      <header className="ct-head">
        <p className="ct-head__kicker">{a.paper.meetingTitle}</p>
        <h1>{a.paper.title}</h1>
        <p className="ct-head__meta">
          <Link to={href(routeById.paperDetail!.path, { id: a.paper.id })}>{t('page.toPaper')}</Link>
        </p>
      </header>
      {!a.open ? (
        <p className="ct-notice" role="status" data-testid="agreement-closed">
          {t('page.notOpen')}
        </p>
      ) : me && !me.signature ? null : (
        <p className="ct-notice" role="status" data-testid="agreement-done">
          {me?.signature ? t('page.youSigned') : t('page.noAuthor')}
        </p>
      )}
      <SignatureList authors={a.authors} />
      <AgreementText text={a.text} />
      {a.open && me && !me.signature ? (
        <SignForm
          author={me}
          onStale={res.reload}
          onSign={async (signedName) => {
            await callApi(paperAgreementSign, { id: a.paper.id, signedName, agree: true }, { expect: SIGN_EXPECTED });
            toast(t('sign.done'));
            res.reload();
          }}
        />
      ) : null}
    </div>
  );
}
