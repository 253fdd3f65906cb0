import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type Labels = Record<string, string>;
const LabelsContext = createContext<{ labels: Labels; set: (path: string, label: string | null) => void }>({
  labels: {},
  set: () => {},
});

export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<Labels>({});
  const set = (path: string, label: string | null) =>
    setLabels((current) => {
      if (label === null) {
        const { [path]: _removed, ...rest } = current;
        return rest;
      }
      return current[path] === label ? current : { ...current, [path]: label };
    });
  return <LabelsContext.Provider value={{ labels, set }}>{children}</LabelsContext.Provider>;
}

export const useBreadcrumbLabels = () => useContext(LabelsContext).labels;

/** Lets a page name its own crumb, e.g. a category page shows the category's name instead of its slug. */
export function useBreadcrumbLabel(path: string, label: string | undefined): void {
  const { set } = useContext(LabelsContext);
  useEffect(() => {
    if (!label) return;
    set(path, label);
    return () => set(path, null);
  }, [path, label]); // eslint-disable-line react-hooks/exhaustive-deps
}
