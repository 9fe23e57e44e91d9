import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeUrl } from '../../cms/lib/safe-url';

/**
 * A picture slot's link: site paths navigate in the app, http(s) addresses open in a new tab,
 * anything else (javascript:, data:) is not a link at all.
 */
export function PicLink({
  link,
  label,
  className,
  children,
}: {
  link: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const url = safeUrl(link);
  if (url?.kind === 'internal') {
    return (
      <Link to={url.path} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (url?.kind === 'external') {
    return (
      <a href={url.href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
