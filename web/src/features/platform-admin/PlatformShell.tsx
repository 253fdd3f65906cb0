import type { ReactNode } from 'react';
import { PLATFORM_NAME } from '@storefront/contract/tenant-title';
import { SkipLink } from '../../ui/SkipLink';
import { Toaster } from '../../ui/Toaster';

/** The platform host's frame: its own header (no store's header, cart or menus). */
export function PlatformShell({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold text-gray-900">
            {PLATFORM_NAME} <span className="font-normal text-gray-600">platform</span>
          </p>
          {actions}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
