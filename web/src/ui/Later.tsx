import { Fragment, useEffect, useState, type ReactNode } from 'react';

// Once the first page has drawn, later pages (client navigations) render everything at once.
let firstPageDrawn = false;

/**
 * On the first page load, renders its children in a task of their own after the first paint, not in the
 * first render: content below the fold then costs no long task before the page shows (Lighthouse's total
 * blocking time counts each task's time past 50 ms). Afterwards it renders its children at once.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstPageDrawn);
  useEffect(() => {
    if (shown) return;
    const id = setTimeout(() => {
      firstPageDrawn = true;
      setShown(true);
    });
    return () => clearTimeout(id);
  }, [shown]);
  return shown ? <>{children}</> : null;
}

/**
 * The items' elements, the first `first` in this render and the rest in groups of `size`, each group in
 * its own task on the first page load (see `Later`). Keyed by position, so a group keeps its place.
 */
export function renderInGroups<T>(
  items: readonly T[],
  render: (item: T, index: number) => ReactNode,
  { first, size }: { first: number; size: number },
): ReactNode[] {
  const groups = [<Fragment key="first">{items.slice(0, first).map(render)}</Fragment>];
  for (let start = first; start < items.length; start += size)
    groups.push(
      <Later key={start}>{items.slice(start, start + size).map((item, i) => render(item, start + i))}</Later>,
    );
  return groups;
}
