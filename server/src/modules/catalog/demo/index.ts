import type { CatalogueSeed } from '../catalog.seed.ts';
import { cardsCatalogue } from './cards.ts';
import { outdoorCatalogue } from './outdoor.ts';

/** Demo catalogues by store slug. */
export const DEMO_CATALOGUES: Record<string, CatalogueSeed> = {
  cards: cardsCatalogue,
  outdoor: outdoorCatalogue,
};
