import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio } from './contrast';

/** White text on each colour (buttons, the banner): the WCAG ratio, and a warning below 4.5:1. */
export function ContrastCheck({ colours }: { colours: { label: string; value: string }[] }) {
  return (
    <ul aria-label="Contrast check" className="space-y-2 text-sm">
      {colours.map(({ label, value }) => {
        const ratio = contrastRatio(value, '#FFFFFF');
        if (Number.isNaN(ratio)) return null;
        const ok = ratio >= AA_NORMAL_TEXT;
        return (
          <li
            key={label}
            className={`flex items-start gap-2 rounded-lg border px-3 py-2 ${ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
          >
            {ok ? (
              <CheckCircle2 size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            ) : (
              <AlertTriangle size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            )}
            <span>
              White text on the {label.toLowerCase()}: contrast {formatRatio(ratio)}
              {ok
                ? ' — easy to read (WCAG AA).'
                : ` — below ${AA_NORMAL_TEXT}:1, hard to read for many people. Choose a darker colour.`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
