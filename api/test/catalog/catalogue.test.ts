import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { imageDrawings } from '../../src/images/image-drawings.js';
import { renderSvg } from '../../src/images/render-svg.js';
import { CATEGORIES, drawingOf } from '../../src/seed/vocabulary.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type DetailsRow = {
  id: string;
  name: string;
  category: string;
  price_cents: number;
  sale_price_cents: number | null;
};

const kindOf = (name: string) =>
  CATEGORIES.flatMap((c) => c.items)
    .filter((i) => name.endsWith(i.item))
    .sort((a, b) => b.item.length - a.item.length)[0];

test('every product is a kind of the vocabulary, priced within that kind’s range', async () => {
  const { rows } = await t.db.query<DetailsRow>(
    'select id, name, category, price_cents, sale_price_cents from product_details',
  );
  expect(rows.length).toBeGreaterThan(100);
  for (const row of rows) {
    const kind = kindOf(row.name);
    expect(kind).toBeDefined();
    const [min, max] = kind!.priceRange;
    // cents() rounds to whole dollars minus a cent, and never below $4.99
    expect(row.price_cents).toBeGreaterThanOrEqual(Math.min(min * 100 - 1, 499));
    expect(row.price_cents).toBeLessThanOrEqual(max * 100 - 1);
    expect(row.sale_price_cents ?? 0).toBeLessThan(row.price_cents);
  }
  const vases = rows.filter((r) => r.name.endsWith(' Vase'));
  expect(vases.length).toBeGreaterThan(0);
  expect(Math.max(...vases.map((v) => v.price_cents))).toBeLessThan(12_000);
});

test('no post lists two products of the same name', async () => {
  const { rows } = await t.db.query<{ post_id: string; name: string; n: number }>(
    `select pr.post_id, d.name, count(*)::int as n from products pr join product_details d on d.id = pr.product_details_id
     group by pr.post_id, d.name having count(*) > 1`,
  );
  expect(rows).toEqual([]);
});

test('a post is in at most one deal feed (Sale Alert, Finds Under $50, Finds Under $100), from its lead product', async () => {
  const { rows } = await t.db.query<{ deals: string[]; on_sale: boolean; final_cents: number }>(
    `select array(select unnest(p.hashtags) intersect select unnest(array['salealert','findsunder50','findsunder100'])) as deals,
       d.sale_price_cents is not null as on_sale, coalesce(d.sale_price_cents, d.price_cents) as final_cents
     from posts p join products pr on pr.post_id = p.id and pr.position = 0 join product_details d on d.id = pr.product_details_id`,
  );
  const counts = { salealert: 0, findsunder50: 0, findsunder100: 0 };
  for (const row of rows) {
    expect(row.deals.length).toBeLessThanOrEqual(1);
    const deal = row.deals[0] as keyof typeof counts | undefined;
    if (deal) counts[deal]++;
    const fits =
      deal === undefined ||
      (deal === 'salealert' && row.on_sale) ||
      (deal === 'findsunder50' && row.final_cents < 5000) ||
      (deal === 'findsunder100' && row.final_cents < 10000);
    expect({ ...row, fits }).toEqual({ ...row, fits: true });
  }
  for (const count of Object.values(counts)) expect(count).toBeGreaterThan(10);
});

test('a product image draws the product’s kind; a post hero its first products’', async () => {
  const { rows } = await t.db.query<{ id: string; name: string }>(
    `select distinct on (split_part(name, ' ', -1)) id, name from product_details order by split_part(name, ' ', -1), id`,
  );
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    const drawings = await imageDrawings(t.db, 'product', row.id);
    expect(drawings).toEqual([drawingOf(row.name)]);
    expect(await imageDrawings(t.db, 'product', `${row.id}~1`)).toEqual(drawings);
    expect(renderSvg('product', row.id, drawings)).toContain(`data-drawing="${drawings[0]}"`);
  }
  expect(drawingOf('Leather Sneakers')).toBe('sneaker');
  expect(drawingOf('Satin Slip Skirt')).toBe('skirt');
  expect(drawingOf('Ceramic Vase')).toBe('vase');
  expect(drawingOf('Merino Quarter-Zip Sweater')).toBe('top');
  const post = await t.db.query<{ id: string; names: string[] }>(
    `select p.id, array(select d.name from products pr join product_details d on d.id = pr.product_details_id
       where pr.post_id = p.id order by pr.position limit 3) as names from posts p where p.product_count >= 3 limit 1`,
  );
  const hero = post.rows[0]!;
  const drawings = await imageDrawings(t.db, 'post', hero.id);
  expect(drawings).toEqual(hero.names.map(drawingOf));
  const svg = renderSvg('post', hero.id, drawings);
  for (const d of drawings) expect(svg).toContain(`data-drawing="${d}"`);
  // A size chart is a table a shopper can read: sizes against bust, waist and hips, not an empty grid.
  const chart = renderSvg('sizechart', 'rp-1');
  for (const label of [
    'Size Chart (inches)',
    'Size',
    'Bust',
    'Waist',
    'Hips',
    'XS',
    'S',
    'M',
    'L',
    'XL',
    '35–36',
  ])
    expect(chart).toContain(`>${label}</text>`);
  if (process.env.CATALOGUE_SHEET) {
    // a contact sheet of one product per kind with its name, to look at (CATALOGUE_SHEET=/tmp/sheet.png)
    const cell = 200;
    const tiles = await Promise.all(
      rows.map(async (row, i) => ({
        input: await sharp(
          Buffer.from(renderSvg('product', row.id, await imageDrawings(t.db, 'product', row.id))),
        )
          .resize(cell, cell)
          .png()
          .toBuffer(),
        left: (i % 8) * cell,
        top: Math.floor(i / 8) * (cell + 24),
      })),
    );
    const labels = rows
      .map(
        (row, i) =>
          `<text x="${(i % 8) * cell + 4}" y="${Math.floor(i / 8) * (cell + 24) + cell + 16}" font-size="13" font-family="sans-serif">${row.name}</text>`,
      )
      .join('');
    const height = Math.ceil(rows.length / 8) * (cell + 24);
    const sheet = sharp({
      create: { width: 8 * cell, height, channels: 3, background: '#ffffff' },
    }).composite([
      ...tiles,
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${8 * cell}" height="${height}">${labels}</svg>`,
        ),
        left: 0,
        top: 0,
      },
    ]);
    await writeFile(process.env.CATALOGUE_SHEET, await sheet.png().toBuffer());
  }
});
