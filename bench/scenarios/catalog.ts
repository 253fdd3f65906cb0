import { BENCH_HOST } from '../lib/catalogue.ts';
import type { Scenario } from './index.ts';

const n = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const sample = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i));
const API = '/api/ecommerce';

/** Catalogue calls on the bench store (see lib/catalogue.ts), each varying its query over a few values. */
export const catalogScenarios: Scenario[] = [
  { name: 'products', paths: [`${API}/products/`] },
  { name: 'products-page-50', paths: sample(10, (i) => `${API}/products/?page=${i * 50 + 1}`) },
  {
    name: 'products-by-category',
    paths: sample(
      25,
      (i) => `${API}/products/?category=top-${(i % 5) + 1}${i >= 5 ? `-sub-${(i % 4) + 1}` : ''}`,
    ),
  },
  {
    name: 'products-by-price',
    paths: [
      `${API}/products/?ordering=price`,
      `${API}/products/?ordering=-price`,
      `${API}/products/?ordering=-price&category=top-2`,
    ],
  },
  {
    name: 'products-search',
    paths: ['dragon', 'crimson phoenix', 'booster box', 'wyvren', 'obsidian golem'].map(
      (q) => `${API}/products/?search=${encodeURIComponent(q)}`,
    ),
  },
  {
    name: 'product-detail',
    paths: sample(50, (i) => `${API}/products/bench-product-${1 + ((i * 7919) % n)}/`),
  },
  {
    name: 'suggestions',
    paths: ['dra', 'crim', 'phoen', 'boostr', 'obsid', 'wyvr', 'sleev', 'golem'].map(
      (q) => `${API}/search/suggestions/?q=${q}`,
    ),
  },
].map(({ name, paths }) => ({
  name,
  build: (origin: string) => ({ name, url: `${origin}${paths[0]}`, host: BENCH_HOST, paths }),
}));
