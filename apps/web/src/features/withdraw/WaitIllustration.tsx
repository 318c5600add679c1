import styles from './WaitIllustration.module.css';

/** A clock over a coin on its way: the withdrawal is moving. Decorative. */
export function WaitIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <ellipse className={styles.shadow} cx="100" cy="146" rx="62" ry="8" />
      <circle className={styles.glow} cx="100" cy="76" r="66" />
      <g className={styles.coin}>
        <circle cx="150" cy="112" r="20" />
        <text x="150" y="118.5" textAnchor="middle">
          ₹
        </text>
      </g>
      <circle className={styles.face} cx="92" cy="72" r="46" />
      <circle className={styles.rim} cx="92" cy="72" r="46" />
      {[0, 90, 180, 270].map((deg) => (
        <line
          key={deg}
          className={styles.tick}
          x1="92"
          y1="32"
          x2="92"
          y2="40"
          transform={`rotate(${deg} 92 72)`}
        />
      ))}
      <line className={styles.hour} x1="92" y1="72" x2="92" y2="50" />
      <line className={styles.minute} x1="92" y1="72" x2="116" y2="72" />
      <circle className={styles.pin} cx="92" cy="72" r="4" />
      <path className={styles.arrow} d="M38 118c10 14 26 22 44 22M74 132l8 8-9 6" />
    </svg>
  );
}
