import { parseRuntimeConfig } from './parse-runtime-config';

const remotes = {
  mfe_discover: 'http://localhost:3001/mf-manifest.json',
  mfe_creator_shop: 'http://localhost:3002/mf-manifest.json',
  mfe_product: 'http://localhost:3003/mf-manifest.json',
  mfe_search: 'http://localhost:3004/mf-manifest.json',
  mfe_cart: 'http://localhost:3005/mf-manifest.json',
  mfe_account: '/remotes/account/mf-manifest.json',
};

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
