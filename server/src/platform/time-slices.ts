import { setImmediate as nextTurn } from 'node:timers/promises';
import { BadRequest } from './errors.ts';

/** How long one slice of parsing may hold the event loop before it lets other requests run. */
export const SLICE_MS = 10;
/** How long reading one uploaded file may take in all (a 100 MB CSV reads in well under a minute). */
export const PARSE_BUDGET_MS = 300_000;

/**
 * Parsing of an uploaded file in bounded slices (decision 038): `tick()` after each row hands the event loop
 * to other stores' requests once a slice has run `sliceMs`, and refuses the file once reading it has taken
 * `budgetMs`. A hostile file thus delays no one by more than a slice and cannot run for ever.
 */
export class TimeSlices {
  private readonly started = performance.now();
  private sliceStart = this.started;

  constructor(
    private readonly budgetMs = PARSE_BUDGET_MS,
    private readonly sliceMs = SLICE_MS,
  ) {}

  async tick(): Promise<void> {
    const now = performance.now();
    if (now - this.sliceStart < this.sliceMs) return;
    if (now - this.started > this.budgetMs)
      throw new BadRequest(
        `The file took more than ${Math.round(this.budgetMs / 1000)} s to read: split it into smaller files`,
        { file: 'Too slow to read' },
      );
    await nextTurn();
    this.sliceStart = performance.now();
  }
}
