import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UsageError, parseArgs, plan } from './create-remote.mjs';

test('a name becomes the folder, MF name, route and component names', () => {
  assert.deepEqual(parseArgs(['gift-cards']), {
    base: 'gift-cards',
    dir: 'mfe-gift-cards',
    name: 'mfe_gift_cards',
    route: '/gift-cards',
    title: 'Gift Cards',
    pascal: 'GiftCards',
  });
  assert.equal(parseArgs(['mfe_gift_cards', '--route', '/cards/gift']).route, '/cards/gift');
  assert.equal(parseArgs(['mfe-gift-cards']).dir, 'mfe-gift-cards');
});

test('a bad name or route is refused with the usage', () => {
  for (const argv of [
    [],
    ['Gift'],
    ['a', 'b'],
    ['gift cards'],
    ['x', '--route', 'no-slash'],
    ['x', '--route', '/A'],
  ])
    assert.throws(() => parseArgs(argv), UsageError, argv.join(' '));
});

test('a taken name or route is refused before anything is written', () => {
  assert.throws(() => plan(parseArgs(['product'])), /mfe-product exists already/);
  assert.throws(() => plan(parseArgs(['thing', '--route', '/home'])), /route table has \/home/);
});

test('the plan registers the remote and fills every template token', () => {
  const { port, files } = plan(parseArgs(['gift-cards']));
  const apps = JSON.parse(files.get('apps.json') ?? '');
  const entry = apps.apps.at(-1);
  assert.deepEqual(entry, {
    name: 'mfe_gift_cards',
    dir: 'mfe-gift-cards',
    package: '@ltk/mfe-gift-cards',
    port,
    owns: '`/gift-cards`',
  });
  assert.ok(apps.apps.slice(0, -1).every((/** @type {{ port: number }} */ app) => app.port < port));
  assert.match(
    files.get('shared/contracts/src/remotes/runtime-config.ts') ?? '',
    /'mfe_account',\n {2}'mfe_gift_cards',\n\] as const;/,
  );
  const table = JSON.parse(files.get('shared/routes/src/route-table.json') ?? '');
  assert.deepEqual(table.at(-1), { name: 'gift-cards', path: '/gift-cards', remote: 'mfe_gift_cards' });
  const page = files.get('mfe-gift-cards/src/app/routes/gift-cards-page.tsx') ?? '';
  assert.match(page, /export function GiftCardsPage\(\)/);
  assert.ok(files.has('mfe-gift-cards/src/app/routes/gift-cards-page.test.tsx'));
  assert.match(files.get('mfe-gift-cards/package.json') ?? '', /"name": "@ltk\/mfe-gift-cards"/);
  for (const [file, text] of files) assert.doesNotMatch(text, /__[A-Z_]+__/, file);
});
