import type { LoadOptions } from '../lib/load.ts';

/** A load scenario: which paths to request, against the running app at `origin`. */
export interface Scenario {
  name: string;
  build(origin: string): LoadOptions;
}

export const tenantScenarios: Scenario[] = [
  {
    name: 'tenant-info',
    build: (origin) => ({ name: 'tenant-info', url: `${origin}/api/tenant-info/`, host: 'cards.localhost' }),
  },
];
