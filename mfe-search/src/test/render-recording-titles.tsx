import type { ReactElement } from 'react';
import { TOPICS } from '@ltk/contracts';
import { createTestPlatform, renderWithPlatform, type RenderWithPlatformOptions } from '@ltk/testing';

/**
 * renderWithPlatform, also recording every 'page/title' the tree publishes (the shell applies the last one
 * as the document title). Subscribes before the first render so titles published on mount are kept.
 */
export function renderRecordingTitles(ui: ReactElement, options: RenderWithPlatformOptions = {}) {
  const testPlatform = options.testPlatform ?? createTestPlatform(options);
  const titles: string[] = [];
  testPlatform.platform.bus.on(TOPICS.pageTitle).subscribe(({ title }) => titles.push(title));
  return { ...renderWithPlatform(ui, { ...options, testPlatform }), titles };
}
