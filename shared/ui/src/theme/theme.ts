import { breakpoints } from './breakpoints';

const colors = {
  text: '#1f1f1f',
  textMuted: '#6b6b6b',
  background: '#ffffff',
  surface: '#f6f6f6',
  border: '#e3e3e3',
  primary: '#111111',
  primaryContrast: '#ffffff',
  primaryHover: '#333333',
  accent: '#d6336c',
  sale: '#c8102e',
  saleContrast: '#ffffff',
  success: '#1e7f4f',
  focus: '#1a73e8',
  overlay: 'rgba(0, 0, 0, 0.5)',
} as const;

/** Spacing scale in px: `theme.spacing(2)` is 16. */
function spacing(...units: number[]): string {
  return units.map((u) => `${u * 8}px`).join(' ');
}

const typography = {
  fontFamily: '"Helvetica Neue", Helvetica, Arial, system-ui, -apple-system, "Segoe UI", sans-serif',
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px' },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: 1.4,
} as const;

/** The site's Emotion theme (tokens only; components read it through `useTheme` or style functions). */
export const theme = {
  breakpoints,
  colors,
  spacing,
  typography,
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.08)',
    dialog: '0 8px 32px rgba(0, 0, 0, 0.24)',
  },
  zIndex: { header: 100, drawer: 1200, dialog: 1300, snackbar: 1400 },
};

export type LtkTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends LtkTheme {}
}
