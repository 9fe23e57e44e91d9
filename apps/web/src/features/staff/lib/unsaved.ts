import { useEffect } from 'react';

/**
 * Whether a console form holds unsaved edits. Switching the language remounts the screen (the
 * shell keys it by language), so the language toggle asks first; closing the tab asks too.
 */
let dirty = false;
export const hasUnsavedChanges = () => dirty;

export function useUnsavedGuard(isDirty: boolean) {
  useEffect(() => {
    dirty = isDirty;
    if (!isDirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => {
      dirty = false;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [isDirty]);
}
