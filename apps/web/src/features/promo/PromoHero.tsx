import type { ReactNode } from 'react';
import { PromoArt } from './PromoArt';
import styles from './PromoHero.module.css';
import tones from './tones.module.css';
import type { PromoArtSpec } from './types';

export interface PromoHeroProps extends PromoArtSpec {
  title: string;
  subtitle: string;
  figure?: string;
  /** Key figures or actions under the title. */
  children?: ReactNode;
}

/** The banner at the top of a promotion page. */
export function PromoHero({ title, subtitle, icon, tone, figure, children }: PromoHeroProps) {
  return (
    <section className={`${styles.hero} ${tones[tone]}`}>
      <div className={styles.top}>
        <div className={styles.text}>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <PromoArt icon={icon} tone={tone} figure={figure} size="lg" />
      </div>
      {children}
    </section>
  );
}
