import type { FlagsPayload } from '@ltk/contracts';
import { useTopic } from '@ltk/platform';
import type { FlagName } from './flag-names';

const NOT_STARTED: FlagsPayload = { flags: {}, experiments: null, status: 'loading' };

/** The bus 'flags' state ('loading' until the shell has published it). */
function useFlags(): FlagsPayload {
  return useTopic('flags') ?? NOT_STARTED;
}

/** A flag's value once the flags are loaded; undefined while loading or after a failed fetch (flag off). */
export function useFlag(name: FlagName): string | undefined {
  const { status, flags } = useFlags();
  return status === 'loaded' ? flags[name] : undefined;
}
