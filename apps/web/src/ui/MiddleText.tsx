import { useLayoutEffect, useRef, useState } from 'react';
import styles from './MiddleText.module.css';

export interface MiddleTextProps {
  /** An identifier: order number, UTR, account number, address, hash. */
  value: string;
  className?: string;
}

/**
 * An identifier on one monospace line, never broken in two (that reads as two values): when the
 * line is too narrow for it, its middle gives way to an ellipsis, keeping the start and the end
 * a player compares (`TKhelDemo…Funds00001`). Screen readers and the copy button get it whole.
 * A hidden copy of the full value keeps the box's natural width, so a row can still decide to put
 * it on a line of its own before it is shortened.
 */
export function MiddleText({ value, className }: MiddleTextProps) {
  const box = useRef<HTMLSpanElement>(null);
  const full = useRef<HTMLSpanElement>(null);
  const [fits, setFits] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    const whole = full.current;
    if (!element || !whole) return;
    const measure = () => {
      const charWidth = whole.scrollWidth / Math.max(1, value.length);
      const room = element.clientWidth;
      const next = whole.scrollWidth <= room + 0.5 ? null : Math.floor(room / charWidth) - 1;
      setFits((now) => (now === next ? now : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);

  const shown =
    fits === null || fits >= value.length
      ? value
      : `${value.slice(0, Math.ceil((fits - 1) / 2))}…${value.slice(value.length - Math.floor((fits - 1) / 2))}`;
  return (
    <span ref={box} className={`${styles.box} ${className ?? ''}`} title={value}>
      <span ref={full} className={styles.ghost} aria-hidden="true">
        {value}
      </span>
      {shown === value ? (
        <span className={styles.shown}>{value}</span>
      ) : (
        <>
          <span className={styles.shown} aria-hidden="true">
            {shown}
          </span>
          <span className="visually-hidden">{value}</span>
        </>
      )}
    </span>
  );
}
