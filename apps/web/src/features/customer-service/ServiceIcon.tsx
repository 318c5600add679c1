import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH, isMobileView } from '../../lib/rem';
import { Icon } from '../../ui/icons';
import { TAP_SLOP, clampPosition, initialPosition, type Point } from './drag';
import styles from './ServiceIcon.module.css';
import { openServiceUrl, useServiceUrl } from './useServiceUrl';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const appWidth = () => (isMobileView(window.innerWidth) ? window.innerWidth : COLUMN_WIDTH);

/** The draggable floating customer-service icon of the common layout; a tap opens the service URL. */
export function ServiceIcon() {
  const { t } = useTranslation();
  const url = useServiceUrl();
  const [position, setPosition] = useState<Point>(() => initialPosition(viewport(), appWidth()));
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const onResize = () => setPosition((p) => clampPosition(p, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const handlePointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: position, moved: false };
  };
  const handlePointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    d.moved = true;
    setPosition(clampPosition({ x: d.origin.x + dx, y: d.origin.y + dy }, viewport()));
  };
  const handlePointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d && !d.moved) openServiceUrl(url);
  };

  return (
    <button
      type="button"
      className={styles.icon}
      style={{ transform: `translate(${position.x}px, ${position.y}px)` }}
      aria-label={t('service.open')}
      data-testid="service-icon"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => (drag.current = null)}
    >
      <Icon name="headset" size={26} />
    </button>
  );
}
