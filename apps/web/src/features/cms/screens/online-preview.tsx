import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusPanel } from '../components/status-panel';
import { fileNameOf, previewKind, safeUrl, urlOf } from '../lib/safe-url';
import '../components/cms.css';
import './online-preview.css';

/**
 * Document preview (/onlinePreview?url=…&name=…): pictures inline, PDFs embedded, anything else as
 * a download. The URL comes from the query string, so only site paths and http(s) addresses are
 * used: a `javascript:` or `data:` URL is refused, never put in a src or href.
 */
export default function OnlinePreview() {
  const { t } = useTranslation('cms');
  const [params] = useSearchParams();
  const url = safeUrl(params.get('url'));
  if (!url) {
    return (
      <div className="cms-page">
        <StatusPanel kind="error" title={t('preview.invalid')} description={t('preview.invalidDesc')} />
      </div>
    );
  }
  const src = urlOf(url);
  const name = params.get('name')?.trim() || fileNameOf(url) || t('preview.untitled');
  const kind = previewKind(url, name);
  const download = (small: boolean) => (
    <a
      className={small ? 'cms-btn cms-btn--ghost cms-btn--small' : 'cms-btn'}
      href={src}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="preview-download"
    >
      {t('preview.download')}
    </a>
  );
  return (
    <div className="cms-page cms-preview">
      <header className="cms-head">
        <h1 className="cms-head__title cms-preview__name">{name}</h1>
        {/* At the top, so it is reachable above a tall PDF. */}
        {kind === 'other' ? null : download(true)}
      </header>
      {kind === 'image' ? (
        <div className="cms-preview__image">
          <img src={src} alt={name} />
        </div>
      ) : null}
      {kind === 'pdf' ? (
        <object className="cms-preview__pdf" data={src} type="application/pdf" aria-label={name}>
          <StatusPanel
            kind="empty"
            title={t('preview.noPdf')}
            description={t('preview.noPdfDesc')}
            action={download(false)}
          />
        </object>
      ) : null}
      {kind === 'other' ? (
        <StatusPanel
          kind="empty"
          title={t('preview.noPreview')}
          description={t('preview.noPreviewDesc')}
          action={download(false)}
        />
      ) : null}
    </div>
  );
}
