import loader from './loader.cjs';

describe('the React Refresh loader', () => {
  it('wraps a module without moving its lines: registrations before, the boundary check after', () => {
    let output = '';
    let outMap: unknown;
    const context = {
      getOptions: () => ({ scope: 'mfe_x' }),
      callback: (_error: null, code: string, map?: unknown) => {
        output = code;
        outMap = map;
      },
    };
    const source = "import { a } from './a';\nexport function Card() {}\n";
    (loader as (this: typeof context, source: string, map?: unknown) => void).call(context, source, { v: 1 });
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^import \* as __ltkRefresh from ".*module\.mjs";var \$RefreshReg\$ = /);
    expect(lines[0]).toContain('"mfe_x:" + __webpack_module__.id');
    expect(lines[0]!.endsWith("import { a } from './a';")).toBe(true);
    expect(lines[1]).toBe('export function Card() {}');
    expect(output).toContain(
      '__ltkRefresh.acceptIfBoundary(__webpack_module__, "mfe_x:" + __webpack_module__.id, import.meta.webpackHot);',
    );
    expect(outMap).toEqual({ v: 1 });
  });
});
