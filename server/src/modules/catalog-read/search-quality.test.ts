import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { importCards } from '../tcg/index.ts';
import { answerOf, freshReadModel, readerContext } from './catalog-read.test-helpers.ts';
import type { DecliningReader } from './product-reader.ts';
import { wordsOf } from './trigrams.ts';

// Issue 25 item 10 on the demo card data: a typo ranks the closest whole name first, suggestions tell
// cards of the same name apart by set, and a category that only resembles the text does not lead.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const data = path.join(import.meta.dirname, '../tcg/demo-data');
  const read = (file: string) => readFileSync(path.join(data, file), 'utf8');
  const setsText = read('pokemon/sets/en.json');
  for (const file of ['pokemon/cards/en/base1.json', 'pokemon/cards/en/xy1.json'])
    await importCards(t.handle.db, t.stores.cards!, 'pokemon', {
      text: read(file),
      fileName: file,
      setsText,
    });
  const scryfall = 'mtg/scryfall/mtg_scryfall_cards.json';
  await importCards(t.handle.db, t.stores.cards!, 'scryfall', { text: read(scryfall), fileName: scryfall });
}, 600_000);
afterAll(() => t.close());

type Suggestion = { text: string; type: string; slug: string; category: string };
/** The test's own read model (the app makes its own): asked through its reader interface. */
const read = freshReadModel();

/** What `reader` suggests for `q`; null when it declined. */
async function suggestBy(reader: DecliningReader, q: string) {
  const url = `/api/ecommerce/search/suggestions/?q=${encodeURIComponent(q)}`;
  const answer = await answerOf(reader, readerContext(t, 'cards.localhost'), url);
  return answer && (JSON.parse(answer.body) as { suggestions: Suggestion[] }).suggestions;
}

/** The suggestions picked in process (waiting for the index to load), then the same through SQL. */
async function bothWays(q: string) {
  let inProcess: Suggestion[] | null = null;
  for (let tries = 0; !inProcess; tries++) {
    inProcess = await suggestBy(read.inProcess, q);
    if (inProcess) break;
    if (tries === 399) throw new Error('the suggestion index never answered');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { inProcess, bySql: (await suggestBy(read.sql, q))! };
}

/**
 * The suggestions both paths must agree on: the categories and the products whose name has a word starting
 * with every typed word (the typo matches differ by design, decision 032).
 */
const agreed = (list: Suggestion[], q: string) =>
  list.filter(
    (s) =>
      s.type === 'category' ||
      wordsOf(q).every((typed) => wordsOf(s.text).some((word) => word.startsWith(typed))),
  );

describe('search quality on the demo card data', () => {
  it('ranks Charizard first for "charzard", above Hard Charm', async () => {
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/ecommerce/products/?search=charzard',
    });
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().results.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Charizard');
    expect(names).toContain('Hard Charm');
    expect(names.indexOf('Charizard')).toBeLessThan(names.indexOf('Hard Charm'));
  });

  it('suggests products named like "light" before the category Game Night 2019, each card with its set', async () => {
    const { inProcess, bySql } = await bothWays('light');
    expect(agreed(inProcess, 'light')).toEqual(agreed(bySql, 'light'));
    // Weatherlight contains the text; Game Night 2019 only resembles it.
    expect(inProcess[0]).toEqual({
      text: 'Weatherlight',
      type: 'category',
      slug: expect.any(String),
      category: '',
    });
    const energy = await bothWays('lightning energy');
    expect(agreed(energy.inProcess, 'lightning energy')).toEqual(agreed(energy.bySql, 'lightning energy'));
    const energies = energy.inProcess.filter((s) => s.text === 'Lightning Energy');
    // Each card carries its set, so cards of the same name are told apart.
    expect(energies.length).toBeGreaterThan(0);
    expect(energies.every((s) => s.category !== '')).toBe(true);
    expect(new Set(energies.map((s) => s.category)).size).toBe(energies.length);
    expect(energies.map((s) => s.category)).toContain('XY');
    const gameNight = inProcess.findIndex((s) => s.text === 'Game Night 2019');
    const lastPrefixed = inProcess.findLastIndex(
      (s) => s.type === 'product' && wordsOf(s.text).some((word) => word.startsWith('light')),
    );
    expect(lastPrefixed).toBeGreaterThan(0);
    if (gameNight >= 0) expect(gameNight).toBeGreaterThan(lastPrefixed);
    expect(inProcess.filter((s) => s.type === 'category').every((s) => s.category === '')).toBe(true);
  });

  it('answers the same in process and through SQL for contained and prefixed texts', async () => {
    for (const q of ['light', 'lightning', 'game night', 'charm', 'energ', 'pokem', 'weather']) {
      const { inProcess, bySql } = await bothWays(q);
      expect({ q, inProcess: agreed(inProcess, q) }).toEqual({ q, inProcess: agreed(bySql, q) });
      expect(agreed(inProcess, q).length).toBeGreaterThan(0);
    }
  });
});
