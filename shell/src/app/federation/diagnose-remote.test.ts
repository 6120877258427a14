import { isMountable } from './check-remote-module';
import { describeExports, describeFailure } from './diagnose-remote';
import { remoteProblemError } from './remote-problem';

const fn = async () => undefined;

describe('isMountable and describeExports', () => {
  it('accepts single-spa lifecycles (functions or arrays of them) and parcels without bootstrap', () => {
    expect(isMountable('mfe_product/app', { bootstrap: fn, mount: [fn, fn], unmount: fn })).toBe(true);
    expect(isMountable('mfe_search/search-menu', { mount: fn, unmount: fn, update: fn })).toBe(true);
  });

  it.each([
    [
      'a foreign build exporting a default object',
      'mfe_product/app',
      { default: { bootstrap: fn, mount: fn, unmount: fn } },
      'mfe_product/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): bootstrap is missing, mount is missing, unmount is missing',
    ],
    [
      'a mount that is not a function',
      'mfe_product/app',
      { bootstrap: fn, mount: {}, unmount: fn },
      'mfe_product/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): mount is an object',
    ],
    [
      'an array holding something else',
      'mfe_cart/app',
      { bootstrap: fn, mount: [fn, 'x'], unmount: fn },
      'mfe_cart/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): mount is an array',
    ],
    [
      'a parcel without unmount (and a wrong optional bootstrap)',
      'mfe_search/search-menu',
      { mount: fn, bootstrap: 'yes' },
      'mfe_search/search-menu does not export a single-spa parcel (mount, unmount functions): bootstrap is a string, unmount is missing',
    ],
    [
      'a module that is not an object',
      'mfe_account/legal',
      () => undefined,
      'mfe_account/legal exports a function, not a single-spa parcel (mount, unmount functions)',
    ],
  ])('refuses %s, naming the module and each wrong export', (_case, id, module, message) => {
    expect(isMountable(id, module)).toBe(false);
    expect(describeExports(id, module)).toBe(message);
  });
});

describe('describeFailure', () => {
  const mismatch = { remote: 'mfe_product', pkg: 'react', required: '^20.0.0', provided: '19.1.0' };

  it('names an export problem and a load problem from the error the loader threw, even after single-spa prefixed it', () => {
    const exportError = remoteProblemError('mfe_product/app', 'export', { mount: {} });
    exportError.message = `application 'mfe_product' died in status LOADING_SOURCE_CODE: ${exportError.message}`;
    expect(describeFailure('mfe_product', exportError, 'load', [])).toEqual({
      remote: 'mfe_product',
      cause: 'export',
      message:
        'mfe_product/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): bootstrap is missing, mount is an object, unmount is missing',
    });
    expect(
      describeFailure(
        'mfe_cart',
        remoteProblemError('mfe_cart/app', 'load', new Error('HTTP 503')),
        'load',
        [],
      ),
    ).toEqual({ remote: 'mfe_cart', cause: 'load', message: 'mfe_cart/app could not be loaded: HTTP 503' });
  });

  it('names a mount failure, and a version problem when the remote got versions outside its ranges', () => {
    expect(describeFailure('mfe_cart', new TypeError('n is not a function'), 'mount', [])).toEqual({
      remote: 'mfe_cart',
      cause: 'mount',
      message: 'mfe_cart failed to mount: n is not a function',
    });
    expect(describeFailure('mfe_product', new Error('hooks'), 'mount', [mismatch])).toEqual({
      remote: 'mfe_product',
      cause: 'version',
      message:
        'mfe_product failed to mount (hooks) with shared versions outside its ranges: mfe_product requires react ^20.0.0, the shell provides 19.1.0',
    });
  });
});
