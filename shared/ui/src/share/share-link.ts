import { ANALYTICS_EVENTS, type AnalyticsEventPayload } from '@ltk/contracts';
import type { ShareTarget } from './share-targets';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What sharing needs from the browser (the real `navigator` in the app, a fake in tests). */
export interface ShareEnvironment {
  share?: (data: { title?: string; url: string }) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
  publish: (event: AnalyticsEventPayload) => void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Shares `url` with the Web Share API where the browser has it, else copies it. Sends '/share/start', then
 * '/share/complete' or '/share/cancel' (a dismissed share sheet, or a failed copy); a gift guide also sends the
 * product-set start and complete events.
 */
export async function shareLink(
  target: ShareTarget & { url: string; title?: string; id: string },
  env: ShareEnvironment,
): Promise<ShareOutcome> {
  const properties = { label: target.label, path: target.path, id: target.id };
  const send = (name: string) => env.publish({ name, type: 'share', properties });
  send(ANALYTICS_EVENTS.shareStart);
  if (target.giftGuide) send(ANALYTICS_EVENTS.productSetShareStart);
  const complete = (outcome: ShareOutcome): ShareOutcome => {
    send(ANALYTICS_EVENTS.shareComplete);
    if (target.giftGuide) send(ANALYTICS_EVENTS.productSetShareComplete);
    return outcome;
  };
  if (env.share) {
    try {
      await env.share({ title: target.title, url: target.url });
      return complete('shared');
    } catch (error) {
      // Dismissing the share sheet is a cancel; any other failure falls back to copying the link.
      if (isAbort(error) || !env.writeText) {
        send(ANALYTICS_EVENTS.shareCancel);
        return isAbort(error) ? 'cancelled' : 'failed';
      }
    }
  }
  if (!env.writeText) {
    send(ANALYTICS_EVENTS.shareCancel);
    return 'failed';
  }
  try {
    await env.writeText(target.url);
    return complete('copied');
  } catch {
    send(ANALYTICS_EVENTS.shareCancel);
    return 'failed';
  }
}
