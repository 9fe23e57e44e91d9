import { useMemo } from 'react';
import { sanitizeArticle } from '../../../shared/html/sanitize-html';
import { useHydrated } from '../../../ssr/use-hydrated';
import '../../cms/screens/article-detail.css';

/**
 * Stored HTML of a notice or guide page. The server sanitizes it; the browser sanitizes again
 * (defence in depth). DOMPurify needs a DOM, so the server render and hydration show nothing
 * here and the content appears right after (decision 011).
 */
export function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeArticle(html) : ''), [html, hydrated]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above (and by the server)
  return <div className="cms-content" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
