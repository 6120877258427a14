#!/usr/bin/env node
// `node scripts/remote-types.mjs`: writes shell/@mf-types/ (the declarations of every remote's exposes, from their
// sources) for the shell's typecheck, which runs it first. Exit 1 if a declaration cannot be emitted.
import { remoteSources, writeRemoteTypes } from './lib/remote-types.mjs';

const errors = writeRemoteTypes(await remoteSources());
for (const error of errors) console.error(error);
if (errors.length) process.exitCode = 1;
