/** React Router's <ScrollRestoration> keeps its positions here (its default storage key). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

interface PageLoad {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The router's key of the entry being loaded: `history.state.key`, or 'default' for a fresh one. */
  entryKey: string;
  /** How the document was reached (PerformanceNavigationTiming.type). */
  navigationType: string | undefined;
}

/**
 * A full page load (typed URL, e-mail link, reload) opens at the top: the position saved for this entry
 * is forgotten, so <ScrollRestoration> does not bring it back (every typed URL shares the 'default' key,
 * so it would restore the previous page's position). A browser back/forward into the page keeps it, and
 * in-app back/forward is untouched. Answers whether the page should open at the top.
 */
export function forgetScrollOnLoad({ storage, entryKey, navigationType }: PageLoad): boolean {
  if (navigationType === 'back_forward') return false;
  try {
    const raw = storage.getItem(SCROLL_POSITIONS_KEY);
    if (raw) {
      const positions = JSON.parse(raw) as Record<string, number>;
      if (entryKey in positions) {
        delete positions[entryKey];
        storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      }
    }
  } catch {
    // Unreadable positions: nothing to restore anyway.
  }
  return true;
}

/** Runs once before the app renders: the browser's own restoration is off, and the page opens at the top. */
export function openAtTopOnLoad(): void {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const state = history.state as { key?: unknown } | null;
  const top = forgetScrollOnLoad({
    storage: sessionStorage,
    entryKey: typeof state?.key === 'string' ? state.key : 'default',
    navigationType: entry?.type,
  });
  if (!top) return;
  history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
}
