export type HeartIconProps = { filled: boolean; size?: number };

/** Heart outline, or filled when `filled`. */
export function HeartIcon({ filled, size = 20 }: HeartIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.6-9.1C.9 8.2 2.9 4.5 6.5 4.5c2.1 0 3.6 1.2 5.5 3.3 1.9-2.1 3.4-3.3 5.5-3.3 3.6 0 5.6 3.7 4.1 6.9-2.1 4.5-9.6 9.1-9.6 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
