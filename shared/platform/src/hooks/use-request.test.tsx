import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';

describe('useRequest', () => {
  it('goes from pending to success and retries the current key', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRequest('a', load));
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of a superseded key and loads nothing for a null key', async () => {
    let resolveFirst: (value: string) => void = () => {};
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    const loads: Record<string, () => Promise<string>> = { a: () => first, b: () => Promise.resolve('b') };
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useRequest(key, loads[key ?? 'a']!),
      {
        initialProps: { key: 'a' as string | null },
      },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'b' }));
    await act(async () => resolveFirst('a'));
    expect(result.current).toMatchObject({ status: 'success', data: 'b' });
    rerender({ key: null });
    expect(result.current.status).toBe('pending');
  });
});
