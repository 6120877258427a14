// IMAGE (re-exported as a namespace by limits.ts): one export per value, so a bundle keeps only the values it reads.

export const widths = [88, 256, 450] as const;
export const height = 736;
export const maxDpr = 3;
export const quality = 80;
export const heroWidth = 450;
export const avatarSize = 100;
