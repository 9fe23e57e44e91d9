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
  // The component's own module, not the package entry: a dynamic import of the entry keeps every
  // component's styles (build/antd-one-by-one-plugin.ts). Tests get the CommonJS build's same
  // instance (vitest.config.ts), the one the render patch set up.
  const [{ default: Dialog }] = await Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('../api/render-patch'),
  ]);
  return Dialog.confirm(opts);
}
