import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { COLUMN_WIDTH, isMobileView } from '../../lib/rem';
import { Icon } from '../../ui/icons';
import { TAP_SLOP, clampPosition, initialPosition, type Point } from './drag';
import styles from './ServiceIcon.module.css';
import { openServiceUrl, useServiceUrl } from './useServiceUrl';
import { useDocking } from './useDocking';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const appWidth = () => (isMobileView(window.innerWidth) ? window.innerWidth : COLUMN_WIDTH);

/**
 * The draggable floating customer-service icon of the common layout; a tap opens the service URL.
 * Where the player drops it is its home; while content is under the home it docks to the edge
 * as a tab (useDocking), so it never covers what the player reads or taps.
 */
export function ServiceIcon() {
  const { t } = useTranslation();
  const url = useServiceUrl();
  const [home, setHome] = useState<Point>(() => initialPosition(viewport(), appWidth()));
  const [dragging, setDragging] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const placement = useDocking(button, home, !dragging);
  const at = dragging ? home : placement.at;

  useEffect(() => {
    const onResize = () => setHome((p) => clampPosition(p, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const handlePointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    // A drag starts from where the icon is seen, docked or not.
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: at, moved: false };
  };
  const handlePointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    d.moved = true;
    setDragging(true);
    setHome(clampPosition({ x: d.origin.x + dx, y: d.origin.y + dy }, viewport()));
  };
  const handlePointerUp = () => {
    const d = drag.current;
    drag.current = null;
    setDragging(false);
    if (d && !d.moved) openServiceUrl(url);
  };

  const docked = dragging ? null : placement.docked;
  return (
    <button
      ref={button}
      type="button"
      className={styles.icon}
      style={{ transform: `translate(${at.x}px, ${at.y}px)` }}
      aria-label={t('service.open')}
      data-testid="service-icon"
      data-docked={docked ?? undefined}
      data-dragging={dragging || undefined}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
    >
      <Icon name="headset" size={docked ? 18 : 26} />
    </button>
  );
}
