export type DismissalType = 'user-dismissed' | 'auto-dismissed';
export type DismissalRecord = { view_id: string; dismiss_time: number; type: DismissalType };

const KEY = 'ltk-banner-dismissals';

/** Deep-link banner dismissals per journey id (section 3), with timestamp and type (section 4). */
export function readDismissals(storage: Storage): Record<string, DismissalRecord> {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, DismissalRecord>) : {};
  } catch {
    return {};
  }
}

export function recordDismissal(storage: Storage, journeyId: string, type: DismissalType, now: number = Date.now()): DismissalRecord {
  const record: DismissalRecord = { view_id: journeyId, dismiss_time: now, type };
  try {
    storage.setItem(KEY, JSON.stringify({ ...readDismissals(storage), [journeyId]: record }));
  } catch {
    // storage unavailable: the banner simply shows again next time
  }
  return record;
}
