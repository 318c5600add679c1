import { Icon, type IconName } from '../../../ui/icons';
import styles from './SecurityForm.module.css';

export interface SecurityIntroProps {
  icon: IconName;
  text: string;
}

/** A shield-style badge and one line on why the form matters. */
export function SecurityIntro({ icon, text }: SecurityIntroProps) {
  return (
    <div className={styles.intro}>
      <span className={styles.introIcon}>
        <Icon name={icon} size={24} />
      </span>
      <p>{text}</p>
    </div>
  );
}
