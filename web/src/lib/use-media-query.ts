import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (64rem): where the header shows its desktop category bar. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

const matches = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

/**
 * Whether the viewport matches `query` now, following it as the window resizes. For content CSS would hide
 * anyway at other sizes: not rendering it at all spares the first render and the style work of a phone.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
