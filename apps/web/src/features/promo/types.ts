import type { IconName } from '../../ui/icons';

/** Colour of a promotion's art (see tones.module.css). */
export type PromoTone = 'gold' | 'red' | 'green' | 'purple' | 'blue' | 'orange';

export interface PromoArtSpec {
  icon: IconName;
  tone: PromoTone;
}
