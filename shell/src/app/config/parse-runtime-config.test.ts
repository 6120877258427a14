import { REMOTE_NAMES } from '@ltk/contracts';
import { parseRuntimeConfig } from './parse-runtime-config';

// Every remote the shell knows (a remote made by `npm run create-remote` is one more), one of them relative.
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((name, i) => [
    name,
    name === 'mfe_account'
      ? '/remotes/account/mf-manifest.json'
      : `http://localhost:${3001 + i}/mf-manifest.json`,
  ]),
);

describe('parseRuntimeConfig', () => {
  it('normalises a deploy-written config, resolving relative manifest URLs', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'http://localhost:4000/',
      brand: 'LTK',
      env: 'production',
      remotes,
      overrides: { enabled: true, allowedOrigins: ['http://localhost:3103', 3] },
    });
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(config.remotes.mfe_account).toBe('http://localhost/remotes/account/mf-manifest.json');
    expect(config.overrides).toEqual({ enabled: true, allowedOrigins: ['http://localhost:3103'] });
  });

  it('disables overrides unless explicitly enabled', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'x', remotes }).overrides).toEqual({
      enabled: false,
      allowedOrigins: [],
    });
  });

  it('rejects a config without a remote', () => {
    const { mfe_cart: _dropped, ...partial } = remotes;
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'x', remotes: partial })).toThrow('mfe_cart');
    expect(() => parseRuntimeConfig(null)).toThrow();
  });
});
