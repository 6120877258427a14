import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPlatform } from '../context/create-platform';
import { PlatformProviders } from '../providers/platform-providers';
import { usePlatform } from './use-platform';
import { useTopic } from './use-topic';

const platform = () =>
  createPlatform({
    config: { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'production' },
    storage: null,
  });

function Locale() {
  const locale = useTopic('locale');
  const title = useTopic('page/title');
  return (
    <p>
      {locale?.locale} {title?.title ?? 'none'}
    </p>
  );
}

describe('useTopic', () => {
  it('reads the current state-topic value and follows later events', () => {
    const shared = platform();
    render(
      <PlatformProviders platform={shared} router={{ kind: 'none' }}>
        <Locale />
      </PlatformProviders>,
    );
    expect(screen.getByText('en none')).toBeInTheDocument();
    act(() => {
      shared.bus.publish('locale', { locale: 'ko' });
      shared.bus.publish('page/title', { title: 'Favorites' });
    });
    expect(screen.getByText('ko Favorites')).toBeInTheDocument();
  });

  it('usePlatform outside the providers says so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePlatform())).toThrow(
      'usePlatform() must be used inside <PlatformProviders>',
    );
  });

  it('usePlatform inside returns the same platform', () => {
    const shared = platform();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProviders platform={shared} router={{ kind: 'none' }}>
        {children}
      </PlatformProviders>
    );
    expect(renderHook(() => usePlatform(), { wrapper }).result.current).toBe(shared);
  });
});
