import type { FlagsPayload } from '@ltk/contracts';

export interface GetFeatureFlagsRequest {
  apiBaseUrl: string;
  visitorId: string;
  /** Sent as a bearer token when logged in: the service then buckets by user instead of visitor. */
  accessToken?: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

type LoadedFlags = Pick<FlagsPayload, 'flags' | 'experiments'>;

const isVariant = (value: unknown): value is 'treatment' | 'control' =>
  value === 'treatment' || value === 'control';

/** GET /v1/feature_flags?visitor_id=… (not in @ltk/api-client); rejects on a non-2xx or malformed answer. */
export async function getFeatureFlags({
  apiBaseUrl,
  visitorId,
  accessToken,
  signal,
  fetchImpl = fetch,
}: GetFeatureFlagsRequest): Promise<LoadedFlags> {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/v1/feature_flags?visitor_id=${encodeURIComponent(visitorId)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const response = await fetchImpl(url, { headers, signal });
  if (!response.ok) throw new Error(`feature flags: HTTP ${response.status}`);
  return parseFlags(await response.json());
}

function parseFlags(body: unknown): LoadedFlags {
  const { flags, experiments } = (body ?? {}) as { flags?: unknown; experiments?: unknown };
  if (!flags || typeof flags !== 'object' || Array.isArray(flags))
    throw new Error('feature flags: malformed response');
  const values = Object.entries(flags).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const experiment = experiments as { name?: unknown; variant?: unknown } | null | undefined;
  return {
    flags: Object.fromEntries(values),
    experiments:
      experiment && typeof experiment.name === 'string' && isVariant(experiment.variant)
        ? { name: experiment.name, variant: experiment.variant }
        : null,
  };
}
