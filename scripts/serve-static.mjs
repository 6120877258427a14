#!/usr/bin/env node
// Serves one app's dist/ like production: `node scripts/serve-static.mjs <dist> <port>`.
import { createStaticServer } from './lib/static-server.mjs';

const [root = 'dist', portArg] = process.argv.slice(2);
const port = Number(portArg ?? process.env.PORT ?? 3000);
const server = createStaticServer({ root, spa: true, log: process.env.LOG_REQUESTS === 'true' });
server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
