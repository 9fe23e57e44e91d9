import type { RouteDef } from '@app/contract/routes';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoading } from '../shared/ui/page-loading';
import { forgetScreen, lazyScreen } from './lazy-screen';
import { ScreenBoundary } from './screen-boundary';
import { screenFile } from './screens';

// The shared status screens are chunks of their own too, so the entry holds no screen code.
const PENDING = 'shell:pending';
const NOT_FOUND = 'shell:notFound';
const loadPending = () => import('../features/shell/status/pending-screen');
const loadNotFound = () => import('../features/shell/status/not-found-screen');

/** Which component a route renders: its screen, or the shared "not yet available" screen (§ issue 2). */
export function screenFor(def: RouteDef) {
  const file = def.pending ? undefined : screenFile(def.id);
  return file ? { id: def.id, load: file.load } : null;
}

function Loading() {
  const { t } = useTranslation('common');
  return <PageLoading label={t('loading')} />;
}

/**
 * Marks the page as the app's once a screen has committed (`<html data-ready="1">`): on a
 * server-rendered page that is when its screen has hydrated. The server's boot script holds back a
 * form's native submit until then, and the browser journeys wait for it after loading a page.
 */
function ScreenReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '1';
  }, []);
  return null;
}

/**
 * One screen inside its error boundary and Suspense. The boundary is keyed by path so an error
 * does not follow the user to the next page (and a screen starts fresh for another id); a retry
 * forgets the failed chunk and imports it again.
 */
export function ScreenSlot({ def }: { def: RouteDef | null }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const own = def ? screenFor(def) : null;
  const id = own ? own.id : def ? PENDING : NOT_FOUND;

  let content: React.ReactNode;
  if (own) {
    const Screen = lazyScreen(own.id, own.load);
    content = <Screen />;
  } else if (def) {
    const Pending = lazyScreen(PENDING, loadPending);
    content = <Pending route={def} />;
  } else {
    const NotFound = lazyScreen(NOT_FOUND, loadNotFound);
    content = <NotFound />;
  }

  // A splat route (the staff console) routes inside itself: its own navigation must not remount it.
  const place = def?.path.endsWith('/*') ? def.id : pathname;
  return (
    <ScreenBoundary
      key={`${place}#${attempt}`}
      onRetry={() => {
        forgetScreen(id);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Loading />}>
        {content}
        <ScreenReady />
      </Suspense>
    </ScreenBoundary>
  );
}
