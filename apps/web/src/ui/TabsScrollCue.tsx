import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from './icons';
import styles from './TabsScrollCue.module.css';

export interface TabsScrollCueProps {
  strip: RefObject<HTMLDivElement | null>;
  /** The chosen tab's key: it is scrolled into sight whenever it changes. */
  value: string;
}

/**
 * What a tab strip too wide for the screen shows (loaded only then): the hidden side fades out
 * (`data-hidden-*` on the strip) beside an arrow that scrolls it, and the chosen tab is kept in
 * sight — only the strip scrolls, never the page.
 */
export default function TabsScrollCue({ strip, value }: TabsScrollCueProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
      element.toggleAttribute('data-hidden-start', next.start);
      element.toggleAttribute('data-hidden-end', next.end);
      setHidden((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
      element.removeAttribute('data-hidden-start');
      element.removeAttribute('data-hidden-end');
    };
  }, [strip]);

  useEffect(() => {
    const element = strip.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected) return;
    const box = element.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < box.left) element.scrollBy({ left: tab.left - box.left - 16 });
    else if (tab.right > box.right) element.scrollBy({ left: tab.right - box.right + 16 });
  }, [strip, value, hidden.start, hidden.end]);

  const scrollBy = (direction: 1 | -1) => {
    const element = strip.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };
  return (
    <>
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
          className={styles.more}
          onClick={() => scrollBy(1)}
          aria-label={t('tabs.more')}
          data-testid="tabs-more"
        >
          <Icon name="chevron" size={16} />
        </button>
      )}
    </>
  );
}
