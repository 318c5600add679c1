import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  badge?: string;
}

export interface TabsProps<K extends string> {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /**
   * 'pills' for filters, 'underline' for page sections. Both scroll sideways when they do not
   * fit, and then show it (TabsScrollCue).
   */
  variant?: 'pills' | 'underline';
  /**
   * The tabs share the strip's width, each wrapping its words, instead of scrolling: for a few
   * tabs that must all show on the narrowest phone.
   */
  fill?: boolean;
  label?: string;
}

// Only a strip wider than the screen needs it: off the first screen.
const TabsScrollCue = lazy(() => import('./TabsScrollCue'));

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  variant = 'underline',
  fill = false,
  label,
}: TabsProps<K>) {
  const strip = useRef<HTMLDivElement>(null);
  // Whether the strip is wider than its box, measured as its tabs change size.
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setOverflowing(element.scrollWidth > element.clientWidth + 1),
    );
    for (const box of [element, ...element.children]) observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const list = (
    <div
      ref={strip}
      className={`${styles.tabs} ${styles[variant]}${fill ? ` ${styles.fill}` : ''}`}
      role="tablist"
      aria-label={label}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={styles.tab}
          onClick={() => onChange(item.key)}
        >
          {item.label}
          {item.badge && <span className={styles.badge}>{item.badge}</span>}
        </button>
      ))}
    </div>
  );
  return (
    <div className={`${styles.frame} ${styles[`${variant}Frame`]}`}>
      {list}
      {overflowing && (
        <Suspense fallback={null}>
          <TabsScrollCue strip={strip} value={value} />
        </Suspense>
      )}
    </div>
  );
}
