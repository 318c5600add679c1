import { useEffect, useState, type RefObject } from 'react';
import { layoutWidth } from '../../lib/rem';
import { placeIcon, type Placement } from './dock';
import type { Point } from './drag';

const column = () => {
  const width = Math.min(layoutWidth(window.innerWidth), window.innerWidth);
  const left = (window.innerWidth - width) / 2;
  return { left, right: left + width };
};

const samePlacement = (a: Placement, b: Placement) =>
  a.docked === b.docked && a.at.x === b.at.x && a.at.y === b.at.y;

/**
 * Where the icon at `home` is shown, checked again whenever what is under it may have changed:
 * a scroll (of the page or any scroller), a resize, new or changed content, an image that
 * arrived, and once a second for what moves without telling (transitions).
 */
export function useDocking(
  icon: RefObject<HTMLElement | null>,
  home: Point,
  active: boolean,
): Placement {
  const [placement, setPlacement] = useState<Placement>({ docked: false, at: home });

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = icon.current;
      if (!element) return;
      // Hit-testing looks through the icon itself while it measures.
      element.style.setProperty('pointer-events', 'none', 'important');
      try {
        const next = placeIcon({
          home,
          column: column(),
          viewportHeight: window.innerHeight,
          icon: element,
        });
        setPlacement((current) => (samePlacement(current, next) ? current : next));
      } finally {
        element.style.removeProperty('pointer-events');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('load', schedule, true);
    const timer = window.setInterval(schedule, 1000);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('load', schedule, true);
      window.clearInterval(timer);
    };
  }, [icon, home, active]);

  return active ? placement : { docked: false, at: home };
}
