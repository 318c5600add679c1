import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  badge?: string;
  /** Drawn before the label (the `cards` variant). */
  icon?: ReactNode;
}

export interface TabsProps<K extends string> {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /**
   * 'underline' for page sections and 'pills' for filters scroll sideways when they do not fit,
   * and then show it (a fade and an arrow on the side with more); 'cards' wraps into a grid of
   * two columns, every tab always in sight (a few choices that each need words).
   */
  variant?: 'pills' | 'underline' | 'cards';
  label?: string;
}

/** Which ends of a sideways scroller hide more tabs. */
function useHiddenEnds(strip: RefObject<HTMLDivElement | null>, enabled: boolean, tabs: string) {
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const element = strip.current;
    if (!element || !enabled) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
      setHidden((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [strip, enabled, tabs]);
  return hidden;
}

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  variant = 'underline',
  label,
}: TabsProps<K>) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const scrolls = variant !== 'cards';
  const hidden = useHiddenEnds(strip, scrolls, items.map((item) => item.label).join('|'));

  // The chosen tab is always in sight, also when it was chosen elsewhere (a link, the query);
  // only the strip scrolls, never the page.
  useEffect(() => {
    const element = strip.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected) return;
    const box = element.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < box.left) element.scrollLeft -= box.left - tab.left + 16;
    else if (tab.right > box.right) element.scrollLeft += tab.right - box.right + 16;
  }, [value]);

  const scrollBy = (direction: 1 | -1) => {
    const element = strip.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };

  const list = (
    <div
      ref={strip}
      className={`${styles.tabs} ${styles[variant]}`}
      role="tablist"
      aria-label={label}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
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
          {item.icon && <span className={styles.icon}>{item.icon}</span>}
          <span className={styles.label}>{item.label}</span>
          {item.badge && <span className={styles.badge}>{item.badge}</span>}
        </button>
      ))}
    </div>
  );
  if (!scrolls) return list;
  return (
    <div className={`${styles.frame} ${styles[`${variant}Frame`]}`}>
      {list}
      {hidden.start && (
        <button
          type="button"
          className={`${styles.more} ${styles.moreStart}`}
          onClick={() => scrollBy(-1)}
          aria-label={t('tabs.previous')}
          data-testid="tabs-previous"
        >
          <Icon name="chevron" size={16} style={{ transform: 'scaleX(-1)' }} />
        </button>
      )}
      {hidden.end && (
        <button
          type="button"
          className={`${styles.more} ${styles.moreEnd}`}
          onClick={() => scrollBy(1)}
          aria-label={t('tabs.more')}
          data-testid="tabs-more"
        >
          <Icon name="chevron" size={16} />
        </button>
      )}
    </div>
  );
}
