// Writes src/generated/api.ts (types only) from api/openapi.json with openapi-typescript; `--check` fails instead
// when the committed file differs from a fresh generation. api/openapi.json itself is checked against the server
// by the api's test (test/openapi-committed.test.ts) and rewritten by `npm run pnpm -- --filter @ltk/api openapi`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTypesFrom } from './api-types.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = path.resolve(root, '../../api/openapi.json');
const target = path.join(root, 'src/generated/api.ts');

const text = await apiTypesFrom(JSON.parse(fs.readFileSync(source, 'utf8')), target);

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== text) {
    console.error(
      `${path.relative(process.cwd(), target)} differs from what api/openapi.json generates: run \`npm run pnpm -- --filter @ltk/contracts generate\` and commit it.`,
    );
    process.exit(1);
  }
  console.log('generated api types are current');
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
