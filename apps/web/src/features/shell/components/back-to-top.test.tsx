import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../app/test-utils';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => i18nFor('zh'));
afterEach(() => {
  cleanup();
  scrollTo(0);
  vi.restoreAllMocks();
});

it('appears only after scrolling more than 1000px and scrolls back to the top', () => {
  render(<BackToTop raised={false} />);
  const button = () => screen.queryByRole('button', { name: '回到顶部' });
  expect(button()).toBeNull();
  scrollTo(1000);
  expect(button()).toBeNull();
  scrollTo(1001);
  expect(button()).toBeTruthy();

  const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  fireEvent.click(button()!);
  expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

  scrollTo(200);
  expect(button()).toBeNull();
});
