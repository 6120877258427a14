// `npm run build`: the api and every app, as `npm start` and `npm test` build them (production mode, one at a time).
import { buildAll } from './lib/compose.mjs';

await buildAll();
