import { Icon } from '../../ui/icons';
import styles from './CheckMark.module.css';

/** The round tick of delete mode; the row or label around it handles the tap. */
export function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span className={`${styles.mark} ${checked ? styles.checked : ''}`} aria-hidden="true">
      {checked && <Icon name="check" size={14} strokeWidth={3} />}
    </span>
  );
}
