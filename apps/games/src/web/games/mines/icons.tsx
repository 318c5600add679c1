/** Mines' tile pictures (in the Mines chunk, not the shell's). */
export function GemIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path d="M9 5h14l6 8-13 15L3 13z" fill="#1fe07a" />
      <path d="M3 13h26L16 28z" fill="#12b25c" />
      <path d="M9 5l3 8h8l3-8M12 13l4 15 4-15" fill="none" stroke="#b8ffd7" strokeWidth="1.2" />
    </svg>
  );
}

export function MineIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path
        d="M16 3v4M16 25v4M3 16h4M25 16h4M6.8 6.8l2.8 2.8M22.4 22.4l2.8 2.8M6.8 25.2l2.8-2.8M22.4 9.6l2.8-2.8"
        stroke="#ff4d6a"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="9" fill="#ff4d6a" />
      <circle cx="13" cy="13" r="2.6" fill="#ffd0d8" />
    </svg>
  );
}
