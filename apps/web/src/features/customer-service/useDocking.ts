import { useEffect, useRef, useState, type RefObject } from 'react';
import { layoutWidth } from '../../lib/rem';
import { placeIcon, type Placement } from './dock';
import type { Point } from './drag';

/**
 * Where the icon at `home` is shown, checked again whenever what is under it may have changed:
 * a scroll (of the page or any scroller), a resize, new or changed content, an image that
 * arrived, and once a second for what moves without telling (transitions) — a check that keeps
 * a tab still clear where it is (dock.ts placeIcon's `kept`).
 */
export function useDocking(icon: RefObject<HTMLElement | null>, home: Point, active: boolean) {
  const [placement, setPlacement] = useState<Placement>({ docked: null, at: home });
  const placed = useRef(placement);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    /** Whether a change was told of since the last check (then the edge is searched again). */
    let told = false;
    const check = () => {
      frame = 0;
      task = undefined;
      const kept = told ? undefined : placed.current;
      told = false;
      if (!icon.current) return;
      const width = Math.min(layoutWidth(innerWidth), innerWidth);
      const left = (innerWidth - width) / 2;
      const column = { left, right: left + width };
      const next = (placed.current = placeIcon(icon.current, home, column, innerHeight, kept));
      setPlacement((now) =>
        now.docked === next.docked && now.at.x === next.at.x && now.at.y === next.at.y ? now : next,
      );
    };
    // After the next frame is drawn, as a task of its own: the hit tests then find the layout
    // done instead of forcing it, and do not lengthen the frame (Home's first one is a launch's
    // longest: Lighthouse's blocking time, docs/architecture.md §7).
    const untold = () => {
      frame ||= requestAnimationFrame(() => {
        task = setTimeout(check, 0);
      });
    };
    const schedule = () => {
      told = true;
      untold();
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setInterval(untold, 1000);
    const events = ['scroll', 'resize', 'load'] as const;
    for (const name of events) addEventListener(name, schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      observer.disconnect();
      clearInterval(timer);
      for (const name of events) removeEventListener(name, schedule, true);
    };
  }, [icon, home, active]);

  return active ? placement : { docked: null, at: home };
}
