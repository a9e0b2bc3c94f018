import { useEffect, useSyncExternalStore } from 'react';

/*
 * The tab bar hides while any popup is open (SPEC §2). A counter rather than a flag, so that a popup
 * opened over another one does not bring the bar back when it closes first.
 */
let hiders = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const tabBarVisibility = {
  hide(): () => void {
    hiders += 1;
    emit();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      hiders -= 1;
      emit();
    };
  },
  isVisible: (): boolean => hiders === 0,
};

export function useTabBarVisible(): boolean {
  return useSyncExternalStore(subscribe, tabBarVisibility.isVisible, tabBarVisibility.isVisible);
}

/** Call from a popup: the tab bar stays hidden while `open` is true. */
export function useHideTabBar(open: boolean): void {
  useEffect(() => (open ? tabBarVisibility.hide() : undefined), [open]);
}
