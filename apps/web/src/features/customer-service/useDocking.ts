import { useEffect, useState, type RefObject } from 'react';
import { layoutWidth } from '../../lib/rem';
import { placeIcon, type Placement } from './dock';
import type { Point } from './drag';

/**
 * Where the icon at `home` is shown, checked again whenever what is under it may have changed:
 * a scroll (of the page or any scroller), a resize, new or changed content, an image that
 * arrived, and once a second for what moves without telling (transitions).
 */
export function useDocking(icon: RefObject<HTMLElement | null>, home: Point, active: boolean) {
  const [placement, setPlacement] = useState<Placement>({ docked: null, at: home });

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (!icon.current) return;
      const width = Math.min(layoutWidth(innerWidth), innerWidth);
      const left = (innerWidth - width) / 2;
      const next = placeIcon(icon.current, home, { left, right: left + width }, innerHeight);
      setPlacement((now) =>
        now.docked === next.docked && now.at.x === next.at.x && now.at.y === next.at.y ? now : next,
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setInterval(schedule, 1000);
    const events = ['scroll', 'resize', 'load'] as const;
    for (const name of events) addEventListener(name, schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      clearInterval(timer);
      for (const name of events) removeEventListener(name, schedule, true);
    };
  }, [icon, home, active]);

  return active ? placement : { docked: null, at: home };
}
