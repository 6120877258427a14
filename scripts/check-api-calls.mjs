#!/usr/bin/env node
// Fails when a call of `@ltk/api-client` has no caller outside tests and is not marked `@unused-by-screens`
// with the spec section that needs it (or when a mark names no call or gives no section). `npm test` runs it
// after lint; a mark on a call that has since found a caller is reported, not failed.
import { ROOT } from './lib/apps.mjs';
import { judgeCalls, MARK, readRepository } from './lib/api-call-usage.mjs';

const repository = readRepository(ROOT);
const result = judgeCalls(repository);
const problems = [
  ...result.unmarked.map(
    (name) =>
      `${name}: no caller outside tests. Call it from a screen, delete it, or mark its declaration ` +
      `/** ${MARK} spec <section>: <what needs it> */`,
  ),
  ...result.noReason.map((name) => `${name}: its ${MARK} mark names no spec section`),
  ...result.unknownMarks.map((name) => `${name}: marked ${MARK} but the client has no such call`),
];
for (const { name, files } of result.markedButUsed)
  console.warn(`warning: ${name} is marked ${MARK} but is called from ${files.join(', ')}: drop the mark`);
const used = [...result.callers.values()].filter((files) => files.length > 0).length;
console.log(
  `api-client calls: ${result.callers.size}, used by screens: ${used}, marked ${MARK}: ${repository.marks.size}`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exitCode = 1;
}
