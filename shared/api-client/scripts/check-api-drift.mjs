// A change in the api that the client does not follow fails the typecheck. This copies the client and @ltk/contracts
// into a scratch folder, generates the api types from a changed copy of api/openapi.json (as `@ltk/contracts
// generate` does) and runs tsc: the unchanged copy must pass, the changed one must fail in each call that uses what
// changed. `npm run pnpm -- --filter @ltk/api-client test` runs it after jest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTypesFrom } from '../../contracts/scripts/api-types.mjs';

const client = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const contracts = path.resolve(client, '../contracts');
const root = path.resolve(client, '../..');
const scratch = path.join(client, 'node_modules/.cache/api-drift');
const tsc = createRequire(path.join(client, 'package.json')).resolve('typescript/bin/tsc');

/** Changes the api could make, each with the client file whose typecheck must then fail. */
const CHANGES = [
  {
    what: 'POST /v2/likes/ answers `likeCreated` instead of `like` (a response field renamed)',
    file: 'src/calls/create-like.ts',
    apply: (doc) => {
      const schema = doc.paths['/v2/likes/'].post.responses['200'].content['application/json'].schema;
      schema.properties.likeCreated = schema.properties.like;
      delete schema.properties.like;
      schema.required = schema.required.map((key) => (key === 'like' ? 'likeCreated' : key));
    },
  },
  {
    what: 'GET /v2/likes/ takes `before` instead of `before_datetime` (a query parameter renamed)',
    file: 'src/calls/get-likes.ts',
    apply: (doc) => {
      const parameter = doc.paths['/v2/likes/'].get.parameters.find((p) => p.name === 'before_datetime');
      parameter.name = 'before';
    },
  },
  {
    what: 'GET /v3/activities/products/profiles/{profileId} moves to /v4/… (a path changed)',
    file: 'src/calls/get-profile-products-feed.ts',
    apply: (doc) => {
      const from = '/v3/activities/products/profiles/{profileId}';
      doc.paths[from.replace('/v3/', '/v4/')] = doc.paths[from];
      delete doc.paths[from];
    },
  },
  {
    what: 'POST /v1/cart_items requires `variant_id` instead of `retailer_product_variant_id` (a body field renamed)',
    file: 'src/calls/add-cart-item.ts',
    apply: (doc) => {
      const schema = doc.paths['/v1/cart_items'].post.requestBody.content['application/json'].schema;
      schema.properties.variant_id = schema.properties.retailer_product_variant_id;
      delete schema.properties.retailer_product_variant_id;
      schema.required = schema.required.map((key) =>
        key === 'retailer_product_variant_id' ? 'variant_id' : key,
      );
    },
  },
];

function copy(from, to, skip = () => false) {
  fs.cpSync(from, to, { recursive: true, filter: (file) => !skip(file) });
}

function prepare() {
  fs.rmSync(scratch, { recursive: true, force: true });
  copy(path.join(contracts, 'src'), path.join(scratch, 'contracts/src'));
  copy(path.join(client, 'src'), path.join(scratch, 'client/src'), (file) =>
    /\.test\.ts$|test-support/.test(file),
  );
  // Packages the copies import resolve from the real workspaces' node_modules.
  fs.symlinkSync(path.join(contracts, 'node_modules'), path.join(scratch, 'contracts/node_modules'));
  fs.symlinkSync(path.join(client, 'node_modules'), path.join(scratch, 'client/node_modules'));
  const tsconfig = {
    extends: path.join(root, 'tsconfig.base.json'),
    compilerOptions: { types: [], paths: { '@ltk/contracts': ['../contracts/src/index.ts'] } },
    include: ['src'],
  };
  fs.writeFileSync(path.join(scratch, 'client/tsconfig.json'), JSON.stringify(tsconfig, null, 2));
}

async function typecheck(document) {
  const target = path.join(scratch, 'contracts/src/generated/api.ts');
  fs.writeFileSync(target, await apiTypesFrom(document, path.join(contracts, 'src/generated/api.ts')));
  try {
    execFileSync(
      process.execPath,
      [tsc, '-p', path.join(scratch, 'client/tsconfig.json'), '--pretty', 'false'],
      {
        encoding: 'utf8',
      },
    );
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

const document = JSON.parse(fs.readFileSync(path.join(root, 'api/openapi.json'), 'utf8'));
prepare();
const problems = [];
try {
  const unchanged = await typecheck(document);
  if (!unchanged.ok)
    problems.push(`the client does not typecheck against the unchanged document:\n${unchanged.output}`);
  else {
    const changed = structuredClone(document);
    for (const change of CHANGES) change.apply(changed);
    const result = await typecheck(changed);
    for (const change of CHANGES) {
      const errors = result.output.split('\n').filter((line) => line.includes(`client/${change.file}(`));
      if (errors.length === 0) problems.push(`no type error in ${change.file} when ${change.what}`);
      else console.log(`${change.what}\n  → ${errors[0]?.slice(errors[0].indexOf(change.file))}`);
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exit(1);
}
console.log(
  `api drift: the typecheck fails on each of ${CHANGES.length} api changes the client does not follow`,
);
