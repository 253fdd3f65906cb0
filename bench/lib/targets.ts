import type { LoadResult } from './load.ts';

/** One target of issue 13: a result checked against a baseline of the same run. */
export interface Target {
  target: string;
  result: LoadResult;
  /** The baseline it is measured against, when it is a ratio. */
  baseline?: LoadResult;
  /** Least req/s as a multiple of the baseline's. */
  minRatio?: number;
  /** Most milliseconds at the percentile `percentile`. */
  maxMs?: number;
  percentile?: 'p97_5' | 'p99';
  /** A ratio printed for information, not a target of the issue (no verdict). */
  info?: boolean;
}

const ratioOf = (t: Target) => (t.baseline ? t.result.rps / Math.max(t.baseline.rps, 1) : undefined);

export function passes(t: Target): boolean {
  const ratio = ratioOf(t);
  const fast = t.maxMs === undefined || t.result[t.percentile ?? 'p99'] <= t.maxMs;
  const enough = t.minRatio === undefined || (ratio !== undefined && ratio >= t.minRatio);
  return fast && enough && t.result.errors + t.result.non2xx === 0;
}

/** Each target beside its baseline, its ratio and latency, and PASS or FAIL. */
export function printTargets(targets: Target[]): void {
  console.table(
    targets.map((t) => {
      const ratio = ratioOf(t);
      const wanted = [
        t.minRatio !== undefined && `≥ ${t.minRatio}× ${t.baseline?.name}`,
        t.maxMs !== undefined && `${t.percentile === 'p97_5' ? 'p97.5' : 'p99'} ≤ ${t.maxMs} ms`,
      ].filter(Boolean);
      return {
        target: t.target,
        'req/s': t.result.rps,
        'p50 ms': t.result.p50,
        'p97.5 ms': t.result.p97_5,
        'p99 ms': t.result.p99,
        baseline: t.baseline ? `${t.baseline.name} ${t.baseline.rps} req/s` : '',
        ratio: ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
        wanted: wanted.join(', '),
        verdict: t.info ? '—' : passes(t) ? 'PASS' : 'FAIL',
      };
    }),
  );
}
