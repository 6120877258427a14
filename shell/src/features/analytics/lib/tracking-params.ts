const UTM_KEYS = ['utm_campaign', 'utm_source', 'utm_medium', 'utm_term', 'utm_content'] as const;
export type TrackingParams = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** Section 5: utm_* kept from the query; `ttoclid` without `utm_source` means `utm_source=tiktok_one`. */
export function trackingParams(search: string | URLSearchParams): TrackingParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: TrackingParams = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) params[key] = value;
  }
  if (query.has('ttoclid') && !params.utm_source) params.utm_source = 'tiktok_one';
  return params;
}
