import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const CONTROL =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-2 focus:outline-primary';

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  children: (ids: { id: string; errorId: string; invalid: boolean }) => ReactNode;
}

/** A label, a control and its error message, wired for screen readers. */
function FieldFrame({ label, error, required, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, errorId, invalid: Boolean(error) })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const borderOf = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-gray-300');

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined };

export function TextField({ label, error, required, className = '', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {({ id, errorId, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          aria-required={required}
          className={`${CONTROL} ${borderOf(invalid)} ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
};

export function SelectField({
  label,
  error,
  required,
  options,
  className = '',
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      {({ id, errorId, invalid }) => (
        <select
          id={id}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          aria-required={required}
          className={`${CONTROL} bg-white ${borderOf(invalid)} ${className}`}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

const ALERT_STYLES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
} as const;

/** A form-level message (error, success or why the user is here) announced to screen readers. */
export function FormAlert({ kind, children }: { kind: keyof typeof ALERT_STYLES; children: ReactNode }) {
  const style = ALERT_STYLES[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${style}`}
    >
      {children}
    </div>
  );
}
