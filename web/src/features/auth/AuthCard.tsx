import type { ReactNode } from 'react';
import { PageHeading } from '../../ui/PageHeading';

/** The narrow centred card every authentication screen uses. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <PageHeading subtitle={subtitle}>{title}</PageHeading>
        {children}
      </div>
    </div>
  );
}
