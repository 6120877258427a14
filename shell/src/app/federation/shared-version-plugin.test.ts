import { createInstance, registerGlobalPlugins } from '@module-federation/runtime';
import type { VersionMismatch } from './remote-problem';
import { sharedVersionPlugin } from './shared-version-plugin';

const reported: VersionMismatch[] = [];
registerGlobalPlugins([sharedVersionPlugin((problem) => reported.push(problem))]);

// The shell provides the packages; a consume-only remote (no version of its own) asks for them with its range.
const host = createInstance({
  name: 'shell',
  remotes: [],
  shared: {
    react: {
      version: '19.1.0',
      lib: () => ({ name: 'react' }),
      shareConfig: { singleton: true, requiredVersion: false },
    },
    rxjs: {
      version: '7.8.2',
      lib: () => ({ name: 'rxjs' }),
      shareConfig: { singleton: true, requiredVersion: false },
    },
  },
});
const remote = createInstance({ name: 'mfe_product', remotes: [] });
remote.initShareScopeMap('default', host.shareScopeMap['default']!);

const consume = (pkgName: string, requiredVersion: string) =>
  remote.loadShareSync(pkgName, {
    customShareInfo: { scope: ['default'], shareConfig: { singleton: true, requiredVersion } },
  });

describe('sharedVersionPlugin', () => {
  beforeEach(() => {
    reported.length = 0;
  });

  it('reports a singleton outside the remote range, naming the remote, and names it in the runtime warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(consume('react', '^19.2.0')).toBeDefined();
    expect(reported).toEqual([
      { remote: 'mfe_product', pkg: 'react', required: '^19.2.0', provided: '19.1.0' },
    ]);
    const runtimeWarning = warn.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(runtimeWarning).toContain('does not satisfy the requirement of mfe_product');
    expect(runtimeWarning).not.toContain('requirement of undefined');
  });

  it('stays quiet when the provided version is in range', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    consume('rxjs', '^7.8.0');
    expect(reported).toEqual([]);
  });
});
