import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/FormField';

/** A whole percent from 0 (up to `max`), as the buylist's forms ask for cash, credit and condition shares. */
export function PercentField(field: Omit<ComponentProps<typeof TextField>, 'type' | 'min'>) {
  return <TextField type="number" min={0} {...field} />;
}
