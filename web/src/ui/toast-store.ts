export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** Spec section 9: a toast stays 5 s unless closed earlier. */
export const TOAST_LIFETIME_MS = 5_000;

type Listener = (toasts: Toast[]) => void;

/** Toasts live outside React so any code (an API error handler, an event) can raise one. */
export function createToastStore(lifetime = TOAST_LIFETIME_MS) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l(toasts));

  const remove = (id: number) => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };
  const show = (type: ToastType, message: string) => {
    const id = nextId++;
    toasts = [...toasts, { id, type, message }];
    emit();
    setTimeout(() => remove(id), lifetime);
    return id;
  };
  return {
    show,
    remove,
    success: (message: string) => show('success', message),
    error: (message: string) => show('error', message),
    warning: (message: string) => show('warning', message),
    info: (message: string) => show('info', message),
    /** Removes every toast of a type, e.g. the errors a later success has made untrue. */
    dismiss: (type: ToastType) => {
      toasts = toasts.filter((t) => t.type !== type);
      emit();
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast store. */
export const toast = createToastStore();
