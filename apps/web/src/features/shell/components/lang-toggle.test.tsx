import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clearCookies, i18nFor } from '../../../app/test-utils';
import { LangToggle } from './lang-toggle';
import { MainFooter } from './main-footer';

beforeEach(async () => {
  await i18nFor('zh');
  clearCookies();
});
afterEach(cleanup);

it('switches zh ⇄ en: writes the lang cookie and re-renders the texts without a reload', async () => {
  render(
    <MemoryRouter>
      <LangToggle />
      <MainFooter routeId="home" />
    </MemoryRouter>,
  );
  expect(screen.getByText('首页')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '切换为英文' }));
  });
  expect(await screen.findByText('Home')).toBeTruthy();
  expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  expect(i18next.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Chinese' }));
  });
  expect(await screen.findByText('首页')).toBeTruthy();
  expect(document.cookie).toMatch(/(^|; )lang=zh(;|$)/);
});
