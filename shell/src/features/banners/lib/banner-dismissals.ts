export type DismissalType = 'user-dismissed' | 'auto-dismissed';
export type DismissalRecord = { view_id: string; dismiss_time: number; type: DismissalType };

/** The two deep-link journeys tracked for dismissal expiry (section 4). */
export const DEEP_LINK_JOURNEYS = {
  desktopTopBanner: 'desktop-top-banner',
  bottomBanner: 'bottom-banner',
} as const;
export type DeepLinkJourney = (typeof DEEP_LINK_JOURNEYS)[keyof typeof DEEP_LINK_JOURNEYS];

/** localStorage: the reader's banner dismissals (read before any script by the server's first screen too). */
export const BANNER_DISMISSALS_KEY = 'ltk-banner-dismissals';

/** Analytics event published on every deep-link banner dismissal, with the dismissal type. */
export const BANNER_DISMISS_EVENT = 'banner/dismiss';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a dismissal hides its journey. A close is a clear "not now": a week. A scroll
 * auto-dismiss only means the banner was in the way on that page: a day, so the next visit sees it.
 */
export const DISMISSAL_EXPIRY_MS: Readonly<Record<DeepLinkJourney, Readonly<Record<DismissalType, number>>>> =
  {
    'desktop-top-banner': { 'user-dismissed': 7 * DAY_MS, 'auto-dismissed': DAY_MS },
    'bottom-banner': { 'user-dismissed': 7 * DAY_MS, 'auto-dismissed': DAY_MS },
  };

const isDismissalType = (value: unknown): value is DismissalType =>
  value === 'user-dismissed' || value === 'auto-dismissed';

function isRecord(value: unknown): value is DismissalRecord {
  if (!value || typeof value !== 'object') return false;
  const { view_id, dismiss_time, type } = value as Record<string, unknown>;
  return (
    typeof view_id === 'string' &&
    typeof dismiss_time === 'number' &&
    Number.isFinite(dismiss_time) &&
    isDismissalType(type)
  );
}

/** Deep-link banner dismissals per journey id (section 3), with timestamp and type (section 4); malformed entries are dropped. */
export function readDismissals(storage: Storage | undefined): Record<string, DismissalRecord> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(BANNER_DISMISSALS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, DismissalRecord] => isRecord(entry[1])),
    );
  } catch {
    return {};
  }
}

export function recordDismissal(
  storage: Storage | undefined,
  journeyId: string,
  type: DismissalType,
  now: number = Date.now(),
): DismissalRecord {
  const record: DismissalRecord = { view_id: journeyId, dismiss_time: now, type };
  try {
    storage?.setItem(
      BANNER_DISMISSALS_KEY,
      JSON.stringify({ ...readDismissals(storage), [journeyId]: record }),
    );
  } catch {
    // storage unavailable: the banner simply shows again next time
  }
  return record;
}

/** Whether the journey's last dismissal still hides it; a dismissal stamped in the future (clock change) does not. */
export function isDismissed(
  storage: Storage | undefined,
  journey: DeepLinkJourney,
  now: number = Date.now(),
): boolean {
  const record = readDismissals(storage)[journey];
  if (!record || record.dismiss_time > now) return false;
  return now - record.dismiss_time < DISMISSAL_EXPIRY_MS[journey][record.type];
}
