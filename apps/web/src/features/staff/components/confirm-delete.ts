import { Dialog } from 'antd-mobile';
import { t } from '../../../i18n';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/** Asks before anything is deleted; resolves true when the user confirms. */
export function confirmDelete(name: string): Promise<boolean> {
  return Dialog.confirm({
    title: t('staff:common.deleteTitle'),
    content: t('staff:common.deleteText', { name }),
    confirmText: t('staff:common.delete'),
    cancelText: t('staff:common.cancel'),
  });
}
