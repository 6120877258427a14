import type { ShellRuntimeConfig } from '@ltk/contracts';
import { readBootState } from '../boot/boot-state';
import { parseRuntimeConfig } from './parse-runtime-config';

const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The deploy-time configuration: reuses the request index.html started, else fetches it. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (input, init) => window.fetch(input, init),
): Promise<ShellRuntimeConfig> {
  const started = readBootState().config;
  if (started) {
    try {
      return parseRuntimeConfig(await started);
    } catch (error) {
      console.warn('Preloaded runtime config unusable, fetching again', error);
    }
  }
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
