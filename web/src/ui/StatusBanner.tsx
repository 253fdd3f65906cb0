import type { ReactNode } from 'react';

const TONES = {
  red: 'border-red-200 bg-red-50 text-red-900',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  blue: 'border-blue-200 bg-blue-50 text-blue-900',
} as const;

/** A banner above a product's details, announced to screen readers (`role="status"`). */
export function StatusBanner({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`mb-4 flex items-center gap-2 rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {icon}
      {children}
    </div>
  );
}
