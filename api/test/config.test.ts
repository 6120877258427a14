import { loadConfig, productionProblems } from '../src/config.js';

const SECRET = 'k'.repeat(40);
const production = {
  NODE_ENV: 'production',
  OIDC_COOKIE_KEYS: SECRET,
  PUBLIC_URL: 'https://api.example',
  WEB_URL: 'https://www.example',
  TRUST_PROXY: '1',
};

describe('production mode', () => {
  it('starts with its secrets and URLs from the environment', () => {
    expect(productionProblems(loadConfig(production), production)).toEqual([]);
  });

  it('refuses to start without cookie keys, with short ones, or without its URLs', () => {
    const { OIDC_COOKIE_KEYS: _keys, PUBLIC_URL: _url, ...bare } = production;
    const problems = productionProblems(loadConfig(bare), bare);
    expect(problems.join('\n')).toMatch(/OIDC_COOKIE_KEYS/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    const weak = { ...production, OIDC_COOKIE_KEYS: 'ltk-dev-cookie-key-change-me' };
    expect(productionProblems(loadConfig(weak), weak)).toEqual([expect.stringMatching(/OIDC_COOKIE_KEYS/)]);
  });

  it('refuses demo mode', () => {
    const demo = { ...production, LTK_DEMO: 'true' };
    expect(productionProblems(loadConfig(demo), demo)).toEqual([expect.stringMatching(/LTK_DEMO/)]);
  });

  it('asks nothing outside production, and demo mode is off unless LTK_DEMO=true', () => {
    expect(productionProblems(loadConfig({}), {})).toEqual([]);
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ LTK_DEMO: '1' }).demo).toBe(false);
    expect(loadConfig({ LTK_DEMO: 'true' }).demo).toBe(true);
  });

  it("allows CORS from CORS_ORIGINS, or the web site's own origin", () => {
    expect(loadConfig({ WEB_URL: 'https://www.example/path' }).corsOrigins).toEqual(['https://www.example']);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('scale', () => {
  it('defaults to default and refuses an unknown one instead of silently seeding another size', () => {
    expect(loadConfig({}).scale).toBe('default');
    expect(loadConfig({ SCALE: 'large' }).scale).toBe('large');
    expect(() => loadConfig({ SCALE: 'huge' })).toThrow(
      'SCALE must be one of small, default, large, not huge',
    );
  });
});

describe('image renders per address', () => {
  it('are 600 a minute unless IMAGE_RENDERS_PER_MINUTE says otherwise, and refuse a value that is not a number', () => {
    expect(loadConfig({}).rateLimits.imageRenders).toEqual({ limit: 600, windowSeconds: 60 });
    expect(loadConfig({ IMAGE_RENDERS_PER_MINUTE: '6000' }).rateLimits.imageRenders).toEqual({
      limit: 6000,
      windowSeconds: 60,
    });
    expect(loadConfig({}).rateLimits.token).toEqual({ limit: 300, windowSeconds: 300 });
    expect(() => loadConfig({ IMAGE_RENDERS_PER_MINUTE: 'many' })).toThrow(
      'IMAGE_RENDERS_PER_MINUTE must be a positive number, not many',
    );
  });
});
