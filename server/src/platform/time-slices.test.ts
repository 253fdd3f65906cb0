import { expect, it } from 'vitest';
import { TimeSlices } from './time-slices.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

it('hands the event loop to others once a slice has run its time', async () => {
  const slices = new TimeSlices(60_000, 50);
  let other = false;
  setImmediate(() => (other = true));
  busy(1);
  await slices.tick();
  expect(other).toBe(false);
  busy(60);
  await slices.tick();
  expect(other).toBe(true);
});

it('refuses the file once reading it has taken the budget', async () => {
  const slices = new TimeSlices(1000, 5);
  busy(1005);
  await expect(slices.tick()).rejects.toMatchObject({
    status: 400,
    message: 'The file took more than 1 s to read: split it into smaller files',
  });
});
