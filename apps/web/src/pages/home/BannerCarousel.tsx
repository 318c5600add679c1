import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { bannerTarget, swipeStep, wrapIndex } from '../../features/games/format';
import { openGameLater } from '../../features/games/lobby';
import type { Banner } from '../../features/games/types';
import { openLink } from '../../router/navigation';
import styles from './BannerCarousel.module.css';

/** Time each banner shows before the next one slides in. */
export const AUTO_ADVANCE_MS = 4_000;

function follow(banner: Banner) {
  const target = bannerTarget(banner);
  if (!target) return;
  if (target.kind === 'route') openLink(target.path);
  else if (target.kind === 'url') window.open(target.href, '_blank', 'noopener,noreferrer');
  else openGameLater({ id: target.gameId, name: banner.title });
}

/**
 * The operator's banners (/banner/list): swipe or wait for the next one, dots below; a tap
 * follows the banner's link (an app page, a web page in a new tab, or a game).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = banners.length;
  const current = Math.min(index, count - 1);

  // Auto-advance, paused while a finger is on the banner; restarted after each change.
  useEffect(() => {
    if (count < 2 || dragX !== null) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i, 1, count)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [count, current, dragX]);

  const handleDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    setDragX(0);
  };
  const handleMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== e.pointerId || count < 2) return;
    setDragX(e.clientX - start.current.x);
  };
  const handleUp = (e: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    setDragX(null);
    if (from?.id !== e.pointerId) return;
    const step = swipeStep(e.clientX - from.x, e.clientY - from.y);
    if (step !== 0 && count > 1) {
      setIndex(wrapIndex(current, step, count));
      return;
    }
    // A tap (no real drag): follow the banner under the finger.
    if (Math.abs(e.clientX - from.x) < 8 && Math.abs(e.clientY - from.y) < 8) {
      const banner = banners[current];
      if (banner) follow(banner);
    }
  };
  const handleCancel = () => {
    start.current = null;
    setDragX(null);
  };

  const offset = dragX ? `${dragX}px` : '0px';
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('banner.carousel')}
      data-testid="banner-carousel"
    >
      <div
        className={styles.viewport}
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={handleCancel}
      >
        <div
          className={styles.track}
          style={{
            transform: `translateX(calc(${-current * 100}% + ${offset}))`,
            transition: dragX === null ? undefined : 'none',
          }}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={banner.title || t('banner.slide', { n: i + 1, count })}
              aria-hidden={i !== current}
            >
              <img
                src={banner.imageUrl}
                alt={banner.title}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-current={i === current}
              aria-label={t('banner.slide', { n: i + 1, count })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
