/** The flags the shell reads, each with its off value (used while loading and after a failed fetch). */
export const FLAG_OFF_VALUES = {
  /** 'Visiting {creatorName} Shop' splash on /explore/:displayName: 'on' | 'off'. */
  creatorSplash: 'off',
  /** Desktop top banner auto-dismisses on explore pages after half a window of scroll: 'treatment' | 'control'. */
  desktopBannerAutoDismiss: 'control',
} as const satisfies Record<string, string>;

export type FlagName = keyof typeof FLAG_OFF_VALUES;
