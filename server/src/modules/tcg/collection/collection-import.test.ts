import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreview } from '@storefront/contract/imports';
import { injectAs, signInAs, type TestApp } from '../../../test/test-app.ts';
import { call, importAs, importTestApp, sample, uploadAs, waitFor } from './collection.test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await importTestApp();
  admin = await signInAs(t, 'cards', 'admin');
}, 300_000);
afterAll(() => t.close());

const exportCsv = async (who = admin, format = 'storefront') =>
  (await call(t, who, 'GET', `/api/tcg/inventory.csv?format=${format}`)).body;
const linesOf = (csv: string, needle: string) => csv.split('\n').filter((l) => l.includes(needle));

describe('each format on its real sample, against the sample catalogue', () => {
  it.each([
    ['mtg/csv/manabox/manabox_collection_export.csv', 'manabox', 11, 0, 11, 0],
    ['mtg/csv/manabox/manabox_binders_export.csv', 'manabox', 500, 6, 494, 6],
    ['mtg/csv/moxfield/moxfield_haves_export.csv', 'moxfield', 500, 4, 496, 4],
    ['mtg/csv/deckbox/deckbox_inventory_export.csv', 'deckbox', 21, 2, 19, 2],
    ['mtg/csv/archidekt/archidekt_collection_export.csv', 'archidekt', 22, 2, 20, 2],
    ['mtg/csv/dragonshield/dragonshield_collection_export.csv', 'dragonshield', 500, 5, 495, 5],
    ['mtg/csv/tcgplayer/tcgplayer_app_collection_export.csv', 'tcgplayer-collection', 1010, 4, 1006, 4],
    ['tcgplayer/seller_pricing_export.csv', 'tcgplayer-seller', 864, 0, 864, 0],
    ['mtg/decks/arena_omniscience_combo.txt', 'decklist', 26, 0, 26, 0],
    ['mtg/decks/arena_brawl_yorion.txt', 'decklist', 44, 14, 30, 14],
  ])(
    '%s (%s): %i rows read, %i staged, %i skipped, %i written',
    async (file, format, read, staged, skipped, written) => {
      const job = await importAs(t, admin, sample(file), file.split('/').pop()!);
      expect(job.detectedFormat).toBe(format);
      expect([job.status, job.rowsRead, job.staged, job.skipped, job.written]).toEqual([
        'done',
        read,
        staged,
        skipped,
        written,
      ]);
      expect(job.percent).toBe(100);
      // The summary counts offers written, with units and at zero: together the lines written.
      expect((job.tally.inStock ?? 0) + (job.tally.atZero ?? 0)).toBe(written);
      if (written > 0) expect(job.tally.inStock).toBeGreaterThan(0);
    },
  );

  it('maps a deck list line to its printing as the store’s own stock (no supplier), at the catalogue price', async () => {
    const [row] = linesOf(await exportCsv(), 'MTG-ELD-8,');
    expect(row).toBe(
      'MTG-ELD-8,Charming Prince,mtg,eld,Throne of Eldraine,8,Rare,NM,normal,en,1,' +
        row!.split(',')[11] +
        ',Arcane Vault Games',
    );
    expect(Number(row!.split(',')[11])).toBeGreaterThan(0);
  });

  it('keeps the quantity, language and purchase price of ManaBox and Moxfield rows as a language variant', async () => {
    const csv = await exportCsv();
    // manabox_binders_export.csv line 102: 4 German Temple of Deceit (THB 245) bought at 0.95.
    expect(linesOf(csv, 'MTG-THB-245,')).toEqual([
      'MTG-THB-245,Temple of Deceit,mtg,thb,Theros Beyond Death,245,Rare,NM,normal,de,4,0.95,Arcane Vault Games',
    ]);
    // moxfield_haves_export.csv line 477: a German Vraska at 2.51, a comma in the name.
    expect(linesOf(csv, 'MTG-GRN-213,')).toEqual([
      'MTG-GRN-213,"Vraska, Golgari Queen",mtg,grn,Guilds of Ravnica,213,Mythic,NM,normal,de,1,2.51,Arcane Vault Games',
    ]);
  });

  it('reports the skipped rows with their reasons as CSV', async () => {
    const job = await importAs(
      t,
      admin,
      sample('mtg/csv/deckbox/deckbox_inventory_export.csv'),
      'deckbox.csv',
    );
    const csv = (await call(t, admin, 'GET', `/api/imports/${job.id}/skipped.csv`)).body.split('\n');
    expect(csv[0]).toBe('line,name,reason');
    expect(csv).toContain("11,Lightning Bolt,set M11 is not in the store's catalogue");
    expect(csv).toContain('2,"Aragorn, the Uniter",set LTR is not in the store\'s catalogue');
    expect(csv).toContain(
      "10,Jhoira's Familiar,no card Jhoira's Familiar #220 in DOM in the store's catalogue",
    );
    expect(csv.filter(Boolean)).toHaveLength(20);
  });
});

describe('re-import and cancel', () => {
  it('imports the same file again without doubling', async () => {
    const before = await exportCsv();
    const job = await importAs(t, admin, sample('mtg/decks/arena_brawl_yorion.txt'), 'again.txt');
    expect(job.written).toBe(14);
    expect(await exportCsv()).toBe(before);
    // Imported twice by now, still one unit: the file's figures are set, never added.
    expect(linesOf(before, 'MTG-ELD-8,')).toEqual([
      expect.stringMatching(/,NM,normal,en,1,[\d.]+,Arcane Vault Games$/),
    ]);
  });

  it('cancels a running import and writes nothing', async () => {
    const before = await exportCsv();
    const big = Buffer.from('5 Charming Prince (ELD) 8\n'.repeat(60_000));
    const job = (await uploadAs(t, admin, big, 'big.txt')).json<ImportJob>();
    await call(t, admin, 'POST', `/api/imports/${job.id}/start/`, { format: 'decklist' });
    const cancel = await call(t, admin, 'POST', `/api/imports/${job.id}/cancel/`);
    expect(cancel.statusCode).toBe(200);
    const ended = await waitFor(t, admin, job.id);
    expect([ended.status, ended.message, ended.written]).toEqual([
      'cancelled',
      'Cancelled: nothing was written.',
      0,
    ]);
    expect(await exportCsv()).toBe(before);
    expect((await call(t, admin, 'POST', `/api/imports/${job.id}/cancel/`)).statusCode).toBe(409);
  });
});

describe('preview and format override', () => {
  it('previews the first rows as they will be imported, and the skipped ones with reasons', async () => {
    const job = (
      await uploadAs(t, admin, sample('mtg/decks/arena_brawl_yorion.txt'), 'deck.txt')
    ).json<ImportJob>();
    const preview = (await call(t, admin, 'GET', `/api/imports/${job.id}/preview/`)).json<ImportPreview>();
    expect(preview.format).toBe('decklist');
    expect(preview.rows[0]).toEqual({
      line: 5,
      values: expect.objectContaining({
        card: 'Charming Prince (ELD) 8',
        printing: 'Charming Prince · MTG-ELD-8',
        quantity: '1',
      }),
    });
    expect(preview.skipped[0]).toEqual({
      line: 2,
      name: 'Yorion, Sky Nomad',
      reason: "set IKO is not in the store's catalogue",
    });
    const wrong = await call(t, admin, 'GET', `/api/imports/${job.id}/preview/?format=moxfield`);
    expect([wrong.statusCode, wrong.json().fields]).toEqual([
      400,
      { format: expect.stringMatching(/^Missing column/) },
    ]);
  });
});

describe('hostile input', () => {
  it('answers 400 with fields, never 500, and writes no job', async () => {
    const before = (await call(t, admin, 'GET', '/api/imports/')).json<{ results: ImportJob[] }>().results
      .length;
    const notMultipart = await call(t, admin, 'POST', '/api/imports/', { file: 'x' });
    expect([notMultipart.statusCode, notMultipart.json().fields]).toEqual([400, { file: 'Required' }]);
    const empty = await uploadAs(t, admin, Buffer.alloc(0), 'empty.csv');
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'The file is empty']);
    const unknown = (await uploadAs(t, admin, Buffer.from('hello\nworld'), 'x.bin')).json<ImportJob>();
    expect(unknown.detectedFormat).toBeNull();
    const start = await call(t, admin, 'POST', `/api/imports/${unknown.id}/start/`, { format: 'nope' });
    expect([start.statusCode, start.json().fields]).toEqual([400, { format: 'Unknown format' }]);
    const noFormat = await call(t, admin, 'GET', `/api/imports/${unknown.id}/preview/`);
    expect([noFormat.statusCode, noFormat.json().fields]).toEqual([400, { format: 'Format not recognised' }]);
    const badId = await call(t, admin, 'GET', '/api/imports/abc/');
    expect(badId.statusCode).toBe(400);
    const after = (await call(t, admin, 'GET', '/api/imports/')).json<{ results: ImportJob[] }>().results
      .length;
    expect(after).toBe(before + 1);
  });
});

describe('roles and the tenant wall', () => {
  it('the store’s staff import into the store’s own stock, or a named supplier’s, never another’s', async () => {
    const staff = await signInAs(t, 'cards', 'staff');
    const job = (
      await uploadAs(t, staff, sample('mtg/csv/deckbox/deckbox_inventory_export.csv'), 'staff.csv')
    ).json<ImportJob>();
    const stranger = await call(t, staff, 'POST', `/api/imports/${job.id}/start/`, {
      format: 'deckbox',
      holderId: 999,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      error: 'Choose one of the store’s suppliers, or none for the store’s own stock',
      fields: { holderId: 'Not a supplier of this store' },
    });
    await call(t, staff, 'POST', `/api/imports/${job.id}/start/`, { format: 'deckbox' });
    const done = await waitFor(t, staff, job.id);
    expect([done.status, done.holderId, done.written]).toEqual(['done', null, 2]);
    expect((done.tally.inStock ?? 0) + (done.tally.atZero ?? 0)).toBe(2);
  });

  it('refuses shoppers', async () => {
    for (const who of ['shopper']) {
      const res = await uploadAs(
        t,
        await signInAs(t, 'cards', who),
        sample('mtg/decks/arena_brawl_yorion.txt'),
        'x.txt',
      );
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/tcg/inventory.csv',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a supplier imports into their own stock only, and sees only their own jobs and stock', async () => {
    const supplier = await signInAs(t, 'cards', 'dragonhoard');
    const job = (
      await uploadAs(t, supplier, sample('mtg/decks/arena_brawl_yorion.txt'), 'mine.txt')
    ).json<ImportJob>();
    const other = await call(t, supplier, 'POST', `/api/imports/${job.id}/start/`, {
      format: 'decklist',
      holderId: 999,
    });
    expect(other.statusCode).toBe(400);
    await call(t, supplier, 'POST', `/api/imports/${job.id}/start/`, { format: 'decklist' });
    expect((await waitFor(t, supplier, job.id)).written).toBe(14);
    const own = await exportCsv(supplier);
    expect(own.trim().split('\n')).toHaveLength(15);
    expect(own).not.toContain('nova_cards');
    expect(own).not.toContain('Arcane Vault Games');
    const catalogue = await call(t, supplier, 'GET', `/api/imports/${job.id}/preview/?format=scryfall`);
    expect(catalogue.statusCode).toBe(409);
    const adminJobs = (await call(t, admin, 'GET', '/api/imports/')).json<{ results: ImportJob[] }>().results;
    const mine = (await call(t, supplier, 'GET', '/api/imports/')).json<{ results: ImportJob[] }>().results;
    expect(mine.map((j) => j.id)).toEqual([job.id]);
    expect(adminJobs.map((j) => j.id)).toContain(job.id);
    expect((await call(t, supplier, 'GET', `/api/imports/${adminJobs.at(-1)!.id}/`)).statusCode).toBe(404);
  });

  it('another store’s admin sees none of it', async () => {
    const outdoor = await signInAs(t, 'outdoor', 'admin');
    const jobs = (await call(t, admin, 'GET', '/api/imports/')).json<{ results: ImportJob[] }>().results;
    expect((await call(t, outdoor, 'GET', `/api/imports/${jobs[0]!.id}/`)).statusCode).toBe(404);
    expect((await call(t, outdoor, 'GET', `/api/imports/${jobs[0]!.id}/skipped.csv`)).statusCode).toBe(404);
    expect((await call(t, outdoor, 'GET', '/api/imports/')).json().results).toEqual([]);
    expect((await exportCsv(outdoor)).trim().split('\n')).toHaveLength(1);
  });
});

describe('export', () => {
  it('writes TCGplayer’s seller inventory format, which imports back as the same stock', async () => {
    const csv = await exportCsv(admin, 'tcgplayer');
    expect(csv.split('\n')[0]).toBe(
      'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL',
    );
    expect(linesOf(csv, ',Charming Prince,')[0]).toMatch(
      /^,Magic,Throne of Eldraine,Charming Prince,,8,R,Near Mint,,,,,1,0,[\d.]+,$/,
    );
    const mine = await signInAs(t, 'cards', 'dragonhoard');
    const before = await exportCsv(mine);
    const back = await importAs(t, mine, Buffer.from(await exportCsv(mine, 'tcgplayer')), 'tcgplayer.csv');
    expect([back.detectedFormat, back.skipped, back.written]).toEqual(['tcgplayer-seller', 0, 14]);
    expect(await exportCsv(mine)).toBe(before);
    const own = await importAs(t, mine, Buffer.from(before), 'storefront.csv');
    expect([own.detectedFormat, own.skipped, own.written]).toEqual(['storefront', 0, 14]);
    expect(await exportCsv(mine)).toBe(before);
  });
});
