import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderWithPlatformResult } from './render-with-platform';

/** Waits until the rendered page has raised the shell's 404 screen (`pageNotFound` of @ltk/platform). */
export async function expectPageNotFound(
  rendered: Pick<RenderWithPlatformResult, 'pageError'>,
): Promise<void> {
  await waitFor(() =>
    expect(rendered.pageError()).toMatchObject({ status: 404, error_code: 'ltk-page-not-found' }),
  );
}

/**
 * Waits for the page's error state ('An error occurred'), lets `recover` make the next reply succeed, and clicks
 * 'Try Again'. The caller then asserts what the page shows once recovered.
 */
export async function retryPageError(recover: () => void): Promise<void> {
  expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  recover();
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
}
