import type * as Logger from './logger';

const LEVELS = ['debug', 'info', 'log', 'warn', 'error'] as const;
const spies = LEVELS.map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
const printed = () => LEVELS.filter((_, i) => spies[i]!.mock.calls.length > 0);
const saidUnknown = () => spies[3]!.mock.calls.filter(([line]) => String(line).startsWith('logLevel'));

type Boot = { __LTK_BOOT__?: { config?: Promise<unknown> } };

/**
 * A fresh logger on a page whose index.html read `config` as /runtime-config.json (none: a remote on its own), once
 * that read has settled; logs one line at each level.
 */
async function logOnPage(config?: Promise<unknown>) {
  (globalThis as Boot).__LTK_BOOT__ = config ? { config } : undefined;
  let module: typeof Logger | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof Logger>('./logger');
  });
  await config?.catch(() => undefined);
  await Promise.resolve();
  for (const spy of spies) spy.mockClear();
  for (const level of LEVELS) module!.logger[level](`${level} line`, 1);
  return module!;
}

afterEach(() => {
  delete (globalThis as Boot).__LTK_BOOT__;
});

test('section-9 levels, lowest first', async () => {
  expect((await logOnPage()).LOG_LEVELS).toEqual(LEVELS);
});

test('without a level (no boot, no logLevel, a failed read) debug is dropped and the rest printed', async () => {
  for (const config of [
    undefined,
    Promise.resolve({ apiBaseUrl: 'x' }),
    Promise.reject(new Error('HTTP 500')),
  ]) {
    await logOnPage(config);
    expect(printed()).toEqual(['info', 'log', 'warn', 'error']);
  }
  expect(spies[4]).toHaveBeenCalledWith('error line', 1);
});

test.each([
  ['debug', ['debug', 'info', 'log', 'warn', 'error']],
  ['log', ['log', 'warn', 'error']],
  ['warn', ['warn', 'error']],
  ['error', ['error']],
] as const)("at the runtime config's %s", async (logLevel, expected) => {
  await logOnPage(Promise.resolve({ logLevel }));
  expect(printed()).toEqual(expected);
});

test('a value that is not a level is info, with a warning saying so once', async () => {
  const { logger } = await logOnPage(Promise.resolve({ logLevel: 'verbose' }));
  expect(printed()).toEqual(['info', 'log', 'warn', 'error']);
  logger.warn('again');
  expect(saidUnknown()).toEqual([
    ['logLevel "verbose" is not one of debug, info, log, warn, error: using info'],
  ]);
});
