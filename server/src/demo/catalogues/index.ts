import type { StockedCatalogueSeed } from './stock.ts';
import { cardsCatalogue } from './cards.ts';
import { outdoorCatalogue } from './outdoor.ts';

/** Demo catalogues by store slug. */
export const DEMO_CATALOGUES: Record<string, StockedCatalogueSeed> = {
  cards: cardsCatalogue,
  outdoor: outdoorCatalogue,
};
