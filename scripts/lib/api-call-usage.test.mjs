// The api-client usage check (scripts/check-api-calls.mjs) on small sources, and on the repository's own client.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callFunctions, judgeCalls, marksIn, readRepository } from './api-call-usage.mjs';
import { ROOT } from './apps.mjs';

const CLIENT = `
/** GET /v1/carts */
export function getCarts(ctx: ClientContext) {}
/** @unused-by-screens spec 7 (Carts): GET /v1/carts/{cartId} */
export function getCart(ctx: ClientContext, id: string) {}
export async function login(ctx: ClientContext, body: { email: string; password: string }) {}
`;

const source = (file, text) => ({ file, text });

describe('api-client call usage', () => {
  it('reads the calls declared in call files', () => {
    assert.deepEqual(callFunctions(CLIENT), ['getCarts', 'getCart', 'login']);
  });

  it('reads call functions and the marks with their reasons', () => {
    assert.deepEqual(
      callFunctions(
        'export function getCarts(ctx: ClientContext) {}\nexport async function login(ctx: ClientContext, b: B) {}\nexport function helper(x: number) {}',
      ),
      ['getCarts', 'login'],
    );
    assert.deepEqual([...marksIn(CLIENT)], [['getCart', 'spec 7 (Carts): GET /v1/carts/{cartId}']]);
    const multiline = `/**\n * GET /v2/x.\n * @unused-by-screens spec 4 (Checkout):\n *   a checkout outside the drawer\n * @see y\n */\nexport function createCheckout(ctx: ClientContext) {}`;
    assert.deepEqual(
      [...marksIn(multiline)],
      [['createCheckout', 'spec 4 (Checkout): a checkout outside the drawer']],
    );
  });

  it('fails a call with no caller and no mark; a test file is not a caller', () => {
    const result = judgeCalls({
      calls: ['getCarts', 'getCart', 'login'],
      marks: marksIn(CLIENT),
      sources: [
        source('shell/src/badge.ts', 'const r = await extra.api.getCarts();'),
        source('mfe-cart/src/a.ts', 'useApi()\n  .getCarts()'),
      ],
    });
    assert.deepEqual(result.unmarked, ['login']);
    assert.deepEqual(result.callers.get('getCarts'), ['shell/src/badge.ts', 'mfe-cart/src/a.ts']);
  });

  it('accepts a new call (an auth call moved into the client) once something calls it', () => {
    const result = judgeCalls({
      calls: ['login', 'refreshToken'],
      marks: new Map(),
      sources: [source('shell/src/auth/session.ts', 'await authApi.login(b);\nawait api?.refreshToken(t);')],
    });
    assert.deepEqual(result.unmarked, []);
  });

  it('does not take a look-alike for a call (paths.login, session.changePassword, getCartsCount)', () => {
    const result = judgeCalls({
      calls: ['login', 'changePassword', 'getCarts'],
      marks: new Map(),
      sources: [source('a.ts', 'navigate(paths.login); session.changePassword(x); api.getCartsCount();')],
    });
    assert.deepEqual(result.unmarked, ['changePassword', 'getCarts', 'login']);
  });

  it('fails a mark without a spec section and a mark on no call; reports a mark on a used call', () => {
    const result = judgeCalls({
      calls: ['getCart', 'getCarts'],
      marks: new Map([
        ['getCart', 'someday'],
        ['getCarts', 'spec 7 (Carts)'],
        ['getBubbles', 'spec 7 (Search)'],
      ]),
      sources: [source('a.ts', 'api.getCarts()')],
    });
    assert.deepEqual(result.noReason, ['getCart']);
    assert.deepEqual(result.unknownMarks, ['getBubbles']);
    assert.deepEqual(result.markedButUsed, [{ name: 'getCarts', files: ['a.ts'] }]);
  });

  it("reads this repository's client: every call is used or marked", () => {
    const repository = readRepository(ROOT);
    assert.ok([...repository.calls].length > 40, 'the call files were read');
    assert.ok(repository.calls.has('getCarts'));
    assert.ok(!repository.sources.some((s) => /\.test\.tsx?$|test-support/.test(s.file)), 'no test sources');
    const result = judgeCalls(repository);
    assert.deepEqual([result.unmarked, result.noReason, result.unknownMarks], [[], [], []]);
  });
});
