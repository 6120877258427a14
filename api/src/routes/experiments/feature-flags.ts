import { hashString } from '../../lib/hash.js';

export type FlagValue = 'on' | 'off' | 'treatment' | 'control';
export type Variant = 'treatment' | 'control';

/** The site-wide experiment (spec section 7: "an experiments variant ... fetched on load"). */
export const EXPERIMENT_NAME = 'web-2026-banners';
/** Share of subjects (user or visitor) in the treatment group, in percent. */
const TREATMENT_PERCENT = 50;

/**
 * Flags the shell reads (shell/src/features/banners BannerFlags): plain flags are 'on' | 'off';
 * experiment flags follow the caller's variant ('treatment' | 'control').
 */
export const FLAG_DEFINITIONS: Record<
  string,
  { kind: 'flag'; value: 'on' | 'off' } | { kind: 'experiment' }
> = {
  /** 'Visiting {creatorName} Shop' splash on /explore/:displayName. */
  creatorSplash: { kind: 'flag', value: 'on' },
  /** Desktop top banner auto-dismisses on explore pages after half a window of scroll. */
  desktopBannerAutoDismiss: { kind: 'experiment' },
};

/** Stable bucket of a subject: the same user (or visitor id) always gets the same variant; no subject -> control. */
export function variantOf(subject: string | null): Variant {
  if (!subject) return 'control';
  return hashString(`${EXPERIMENT_NAME}:${subject}`) % 100 < TREATMENT_PERCENT ? 'treatment' : 'control';
}

export function flagsFor(variant: Variant): Record<string, FlagValue> {
  return Object.fromEntries(
    Object.entries(FLAG_DEFINITIONS).map(([name, definition]) => [
      name,
      definition.kind === 'flag' ? definition.value : variant,
    ]),
  );
}
