import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18nReady } from '../../../i18n';

type Reply = { code: number; codeMsg?: string; data?: unknown };

/** fetch answering envelopes per call path; unknown paths answer 3004. Returns the called paths. */
export function mockApi(table: Record<string, Reply>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(String(url));
      const reply = table[String(url)] ?? { code: 3004, codeMsg: 'unexpected' };
      return new Response(JSON.stringify({ codeMsg: 'x', data: null, ...reply }));
    }),
  );
  return paths;
}

export async function renderAt(url: string, screen: ReactElement) {
  await i18nReady;
  return render(
    <Suspense fallback={<div>loading</div>}>
      <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
    </Suspense>,
  );
}
