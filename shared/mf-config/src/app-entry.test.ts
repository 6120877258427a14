import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appEntry } from './app-entry.cjs';

const ROOT = path.join(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as {
  apps: { name: string; dir: string; port: number; owns: string }[];
  api: { dir: string; port: number; owns: string };
};

/** The README's app table as `[folder, MF name, port, owns]` rows. */
function readmeTable(): string[][] {
  const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^\| app +\| MF name/.test(line));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('apps.json, the one list of apps, names and ports', () => {
  it('gives each app folder its MF name and port', () => {
    expect(appEntry(path.join(ROOT, 'mfe-product'))).toEqual({ name: 'mfe_product', port: 3003 });
    expect(appEntry(path.join(ROOT, 'shell'))).toEqual({ name: 'shell', port: 3000 });
  });

  it('lets the environment move a port, as the scripts do', () => {
    process.env.MFE_CART_PORT = '23005';
    try {
      expect(appEntry(path.join(ROOT, 'mfe-cart')).port).toBe(23005);
    } finally {
      delete process.env.MFE_CART_PORT;
    }
  });

  it('refuses a folder it does not list', () => {
    expect(() => appEntry(path.join(ROOT, 'mfe-unknown'))).toThrow(/not listed in apps.json/);
  });

  it("is what the README's table says", () => {
    const expected = [
      ...manifest.apps.map((app) => [
        `\`${app.dir}/\``,
        app.name === 'shell' ? '`shell` (host)' : `\`${app.name}\``,
        String(app.port),
        app.owns,
      ]),
      [`\`${manifest.api.dir}/\``, '—', String(manifest.api.port), manifest.api.owns],
    ];
    expect(readmeTable()).toEqual(expected);
  });
});
