import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FACADES, FACADE_DIR, facadeAliases } from './facades.cjs';

const root = path.join(__dirname, '../../..');
const sourceDirs = [
  path.join(root, 'shell/src'),
  ...readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => path.join(root, name, 'src')),
  ...readdirSync(path.join(root, 'shared')).map((name) => path.join(root, 'shared', name, 'src')),
].filter((dir) => existsSync(dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Value (non-type) names imported from `request` anywhere in the workspace's app and package sources. */
function importedNames(request: string): Set<string> {
  const names = new Set<string>();
  const escaped = request.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(?!type\\s)([^;]*?)\\s+from\\s+['"]${escaped}['"]`, 'g');
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const clause = match[1]!;
      if (/^\*|^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause.trim()))
        names.add(`<default or namespace import: ${path.relative(root, file)}>`);
      const braces = /\{([^}]*)\}/.exec(clause);
      for (const spec of braces?.[1]?.split(',') ?? []) {
        const name = spec
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

function exportedNames(file: string): Set<string> {
  const body = /export\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return new Set(
    body
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

describe('shared-library facades', () => {
  it.each(Object.entries(FACADES))(
    '%s: the facade exports every name the workspace imports',
    (request, facade) => {
      const exported = exportedNames(path.join(FACADE_DIR, facade.file));
      const missing = [...importedNames(request)].filter((name) => !exported.has(name));
      expect(missing).toEqual([]);
    },
  );

  it('finds the imports it checks (the scan is not vacuous)', () => {
    expect([...importedNames('react-router-dom')]).toEqual(
      expect.arrayContaining(['Link', 'Routes', 'useLocation']),
    );
    expect([...importedNames('@reduxjs/toolkit')]).toEqual(expect.arrayContaining(['createSlice']));
  });

  it('aliases each library to its facade and the facade to a production ESM build that exists', () => {
    const alias = facadeAliases(path.join(root, 'shell'), true);
    for (const [request, facade] of Object.entries(FACADES)) {
      expect(alias[`${request}$`]).toBe(path.join(FACADE_DIR, facade.file));
      const target = alias[`@ltk/mf-config/impl/${facade.impl}$`]!;
      expect(existsSync(target)).toBe(true);
      expect(target).toMatch(/\.m?js$/);
    }
    expect(alias['@ltk/mf-config/impl/react-router$']).toMatch(/[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(alias['@ltk/mf-config/impl/rxjs$']).toMatch(/[/\\]dist[/\\]esm[/\\]index\.js$/);
    expect(facadeAliases(path.join(root, 'shell'), false)['@ltk/mf-config/impl/react-router$']).toMatch(
      /[/\\]development[/\\]/,
    );
  });
});
