import { mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PrecompressPlugin } from './precompress-plugin.cjs';

type AfterEmit = (compilation: {
  getPath: (p: string) => string;
  assets: Record<string, unknown>;
}) => Promise<void>;

function runPlugin(outputPath: string, assets: string[]) {
  let afterEmit: AfterEmit | undefined;
  const compiler = {
    outputPath,
    hooks: { afterEmit: { tapPromise: (_name: string, fn: AfterEmit) => (afterEmit = fn) } },
  };
  new PrecompressPlugin().apply(compiler as never);
  return afterEmit!({ getPath: (p) => p, assets: Object.fromEntries(assets.map((a) => [a, {}])) });
}

describe('PrecompressPlugin', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text assets that decompress to the asset', async () => {
    const code = `export const x = ${JSON.stringify('function () { return 42; } '.repeat(200))};\n`;
    writeFileSync(path.join(out, 'main.abc123def0.js'), code);
    await runPlugin(out, ['main.abc123def0.js']);
    const br = readFileSync(path.join(out, 'main.abc123def0.js.br'));
    const gz = readFileSync(path.join(out, 'main.abc123def0.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(code);
    expect(zlib.gunzipSync(gz).toString()).toBe(code);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves small files, HTML (the HTML server rewrites it) and binary assets alone', async () => {
    writeFileSync(path.join(out, 'tiny.js'), 'export {};');
    writeFileSync(path.join(out, 'index.html'), '<!doctype html>'.repeat(200));
    writeFileSync(path.join(out, 'logo.png'), Buffer.alloc(4096, 1));
    await runPlugin(out, ['tiny.js', 'index.html', 'logo.png']);
    for (const name of ['tiny.js', 'index.html', 'logo.png']) {
      expect(existsSync(path.join(out, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(out, `${name}.gz`))).toBe(false);
    }
  });
});
