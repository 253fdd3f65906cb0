import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

/** A page's h1, which also sets the document title. */
export function PageHeading({
  children,
  title,
  subtitle,
}: {
  children: ReactNode;
  title?: string;
  subtitle?: ReactNode;
}) {
  usePageTitle(title ?? (typeof children === 'string' ? children : undefined));
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{children}</h1>
      {subtitle && <p className="mt-1 text-gray-600">{subtitle}</p>}
    </div>
  );
}
