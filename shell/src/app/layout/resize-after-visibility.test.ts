import { installResizeAfterVisibility } from './resize-after-visibility';

test('a page shown again sends a resize 100 ms later; a page hidden sends none', () => {
  jest.useFakeTimers();
  const hidden = jest.spyOn(document, 'hidden', 'get');
  const resized = jest.fn();
  window.addEventListener('resize', resized);
  try {
    installResizeAfterVisibility();
    hidden.mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(1000);
    expect(resized).not.toHaveBeenCalled();

    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(99);
    expect(resized).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledTimes(1);
  } finally {
    window.removeEventListener('resize', resized);
    hidden.mockRestore();
    jest.useRealTimers();
  }
});
