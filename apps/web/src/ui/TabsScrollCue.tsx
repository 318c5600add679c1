import { useEffect, useRef, useState, type RefObject } from 'react';
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
 * sight until something else scrolls the strip — only the strip scrolls, never the page.
 */
export default function TabsScrollCue({ strip, value }: TabsScrollCueProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState({ start: false, end: false });
  // The cue follows the chosen tab — as the strip's layout settles after it appears, and when
  // another tab is chosen — until anything else scrolls the strip (a swipe, an arrow, a screen
  // reader): then the player's scroll stands, never springing back under their finger.
  const following = useRef(true);
  // Where the cue's own scroll, not yet seen by the scroll listener, puts the strip: the next
  // scroll event landing there is the cue's own.
  const ownScroll = useRef<number | null>(null);

  useEffect(() => {
    following.current = true;
  }, [value]);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    // The cue loads after the strip shows: a strip already scrolled by then stays where it is.
    if (element.scrollLeft > 1) following.current = false;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
      element.toggleAttribute('data-hidden-start', next.start);
      element.toggleAttribute('data-hidden-end', next.end);
      setHidden((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    // Where the strip stood at its last scroll event.
    let lastLeft = element.scrollLeft;
    const onScroll = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const own = ownScroll.current !== null && Math.abs(scrollLeft - ownScroll.current) <= 1;
      // The strip narrowed (an arrow appeared) under a scroll near its end: the browser moved it.
      const end = scrollWidth - clientWidth;
      const clamped = lastLeft > end + 1 && Math.abs(scrollLeft - end) <= 1;
      ownScroll.current = null;
      lastLeft = scrollLeft;
      if (!own && !clamped) following.current = false;
      measure();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
      element.removeAttribute('data-hidden-start');
      element.removeAttribute('data-hidden-end');
    };
  }, [strip]);

  useEffect(() => {
    const element = strip.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected || !following.current) return;
    const box = element.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    let by = 0;
    if (tab.left < box.left) by = tab.left - box.left - 16;
    else if (tab.right > box.right) by = tab.right - box.right + 16;
    if (by === 0) return;
    const end = element.scrollWidth - element.clientWidth;
    const left = Math.max(0, Math.min(end, element.scrollLeft + by));
    if (Math.abs(left - element.scrollLeft) <= 1) return;
    ownScroll.current = left;
    element.scrollTo({ left, behavior: 'instant' });
  }, [strip, value, hidden.start, hidden.end]);

  const scrollBy = (direction: 1 | -1) => {
    const element = strip.current;
    following.current = false;
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
