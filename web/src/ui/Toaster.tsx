import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { toast as appToasts, type ToastStore, type ToastType } from './toast-store';

const STYLES: Record<ToastType, { icon: typeof Info; box: string; label: string }> = {
  success: { icon: CheckCircle2, box: 'border-green-300 bg-green-50 text-green-900', label: 'Success' },
  error: { icon: XCircle, box: 'border-red-300 bg-red-50 text-red-900', label: 'Error' },
  warning: { icon: AlertTriangle, box: 'border-amber-300 bg-amber-50 text-amber-900', label: 'Warning' },
  info: { icon: Info, box: 'border-blue-300 bg-blue-50 text-blue-900', label: 'Information' },
};

/** The toasts at the top right of the screen, each with its icon and a close button. */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((t) => {
        const { icon: Icon, box, label } = STYLES[t.type];
        return (
          <div
            key={t.id}
            role={t.type === 'error' ? 'alert' : 'status'}
            data-toast-type={t.type}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 shadow-lg ${box}`}
          >
            <Icon aria-label={label} className="mt-0.5 h-5 w-5 shrink-0" />
            <p className="flex-1 text-sm">{t.message}</p>
            <button
              type="button"
              aria-label="Close notification"
              onClick={() => store.remove(t.id)}
              className="rounded p-0.5 opacity-70 hover:opacity-100"
            >
              <X className="h-4 w-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
