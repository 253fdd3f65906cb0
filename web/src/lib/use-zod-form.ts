import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { HttpError } from './api';

/**
 * One form hook for every form: react-hook-form validated by the contract's zod schema on submit (the
 * schema's messages, first per field). A field's message clears as soon as it is edited, and the server's
 * answer is shown the same way: `fields` under their fields, the message as the form's `failure`.
 */
export function useZodForm<In extends FieldValues, Out>(
  schema: ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver'> = {},
) {
  const form = useForm<In, unknown, Out>({
    reValidateMode: 'onSubmit',
    ...options,
    resolver: zodResolver(schema),
  });
  const { errors, isSubmitting } = form.formState;

  /** A registered control's props plus its message, for `TextField` and `SelectField`. */
  const field = (name: Path<In>, options?: RegisterOptions<In, Path<In>>) => ({
    ...form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        options?.onChange?.(event);
      },
    }),
    error: get<typeof errors, { message?: string } | undefined>(errors, name)?.message,
  });

  /** Shows a failed request: the message above the form, and each of the server's field messages. */
  const fail = (message: string, error?: unknown) => {
    if (error instanceof HttpError)
      for (const [name, text] of Object.entries(error.body.fields ?? {}))
        form.setError(name as Path<In>, { type: 'server', message: text });
    form.setError('root.server', { type: 'server', message });
  };

  /** Shows a request that threw: the server's message (else `fallback`) or, with no answer, a network error. */
  const failRequest = (error: unknown, fallback: string) =>
    fail(
      error instanceof HttpError ? (error.body.error ?? fallback) : 'Network error. Please try again.',
      error,
    );

  /** The form's submit: `save` runs with the valid values, and a request of it that throws is shown. */
  const submitWith = (save: (values: Out) => Promise<unknown>, fallback: string) =>
    form.handleSubmit(async (values) => {
      try {
        await save(values);
      } catch (error) {
        failRequest(error, fallback);
      }
    });

  return {
    ...form,
    field,
    fail,
    failRequest,
    submitWith,
    failure: errors.root?.server?.message,
    busy: isSubmitting,
  };
}
