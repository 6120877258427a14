import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPlatform } from '../context/create-platform';
import { PlatformProviders } from '../providers/platform-providers';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('publishes page/title once per distinct title and nothing for a missing one', () => {
    const platform = createPlatform({
      config: { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'production' },
      storage: null,
    });
    const published: string[] = [];
    platform.bus.on('page/title').subscribe(({ title }) => published.push(title));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProviders platform={platform} router={{ kind: 'none' }}>
        {children}
      </PlatformProviders>
    );
    const { rerender } = renderHook(({ title }: { title: string | undefined }) => usePageTitle(title), {
      wrapper,
      initialProps: { title: undefined as string | undefined },
    });
    rerender({ title: '  ' });
    rerender({ title: 'Search' });
    rerender({ title: 'Search' });
    rerender({ title: 'shoes - Search' });
    expect(published).toEqual(['Search', 'shoes - Search']);
    expect(document.title).toBe('');
  });
});
