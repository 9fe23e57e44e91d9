import type { ReactNode } from 'react';

interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}

/**
 * A confirmation before something that cannot be undone (money moving, an order, a cancellation).
 * antd-mobile's Dialog is loaded on first use with the React 19 render patch it needs (STACK
 * gotcha 2), so screens that merely might confirm do not carry it in their chunk.
 */
export async function confirmAction(opts: ConfirmOptions): Promise<boolean> {
  // Destructured from the package entry, so the bundler keeps only Dialog, and tests (which load
  // antd-mobile's CommonJS build, see vitest.config.ts) get the instance the render patch set up.
  const [{ Dialog }] = await Promise.all([import('antd-mobile'), import('../api/render-patch')]);
  return Dialog.confirm(opts);
}
