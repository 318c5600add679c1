import type { IconName } from '../../ui/icons';
import { PromoSection } from './PromoSection';
import styles from './TermsList.module.css';

export interface TermsListProps {
  title: string;
  items: string[];
  icon?: IconName;
}

/** Terms and conditions as a readable numbered list. */
export function TermsList({ title, items, icon = 'shield' }: TermsListProps) {
  return (
    <PromoSection title={title} icon={icon}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item} className={styles.item}>
            {item}
          </li>
        ))}
      </ol>
    </PromoSection>
  );
}
