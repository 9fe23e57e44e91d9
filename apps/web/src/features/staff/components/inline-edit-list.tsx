import { Button, Toast } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import type { CallState } from '../../../shared/api/use-call';
import { useUnsavedGuard } from '../lib/unsaved';
import { confirmDelete } from './confirm-delete';
import { ListState } from './list-state';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/**
 * The open editor of an inline list ('new', a row id, or null: one at a time, guarded while open)
 * and the save and delete steps around a page's own calls. Kept in the page so it can close the
 * editor itself (e.g. when the pictures' slot filter changes).
 */
export function useInlineEdit(reload: () => void) {
  const { t } = useTranslation('staff');
  const [editing, setEditing] = useState<'new' | number | null>(null);
  useUnsavedGuard(editing !== null);

  /** Resolves null when saved (closing the editor), or the refusal for the editor to mark. */
  const save = async (call: () => Promise<unknown>) => {
    try {
      await call();
      Toast.show({ content: t('common.saved') });
      setEditing(null);
      reload();
      return null;
    } catch (err) {
      return err instanceof ApiError ? err : new ApiError(-1, t('common.loadFailed'));
    }
  };

  const remove = async (name: string, call: () => Promise<unknown>) => {
    if (!(await confirmDelete(name))) return;
    try {
      await call();
      Toast.show({ content: t('common.deleted') });
      reload();
    } catch {
      // Toasted by the client (e.g. a category gained an article meanwhile).
    }
  };

  return { editing, setEditing, save, remove };
}

interface Props<T extends { id: number }> {
  title: string;
  addLabel: string;
  list: CallState<T[]>;
  edit: ReturnType<typeof useInlineEdit>;
  /** The editor in place of a row, or in a card above the list for a new item (null). */
  editor: (item: T | null) => ReactNode;
  /** A row's content before its edit and delete buttons. */
  row: (item: T) => ReactNode;
  rowClass?: string;
  rowTestId: string;
  onDelete: (item: T) => void;
  /** Rows that cannot be deleted yet: the button stays (it explains why) but looks muted. */
  deleteMuted?: (item: T) => boolean;
  /** Between the heading and the list (the pictures' slot filter). */
  children?: ReactNode;
}

/** A console list edited in place: heading with an add button, a card for the new item, then the rows. */
export function InlineEditList<T extends { id: number }>(p: Props<T>) {
  const { t } = useTranslation('staff');
  const { editing, setEditing } = p.edit;
  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{p.title}</h1>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          {p.addLabel}
        </Button>
      </div>
      {p.children}
      {editing === 'new' ? <div className="stf-card">{p.editor(null)}</div> : null}
      <ListState state={p.list} empty={t('common.empty')} isEmpty={p.list.data?.length === 0}>
        <ul className="stf-card stf-list">
          {p.list.data?.map((item) =>
            editing === item.id ? (
              <li key={item.id} className="stf-item is-editing">
                {p.editor(item)}
              </li>
            ) : (
              <li key={item.id} className={p.rowClass ?? 'stf-item'} data-testid={p.rowTestId}>
                {p.row(item)}
                <div className="stf-item-actions">
                  <Button size="mini" fill="none" color="primary" onClick={() => setEditing(item.id)}>
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={() => p.onDelete(item)}
                    aria-disabled={p.deleteMuted?.(item)}
                    className={p.deleteMuted?.(item) ? 'is-muted' : undefined}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      </ListState>
    </div>
  );
}
