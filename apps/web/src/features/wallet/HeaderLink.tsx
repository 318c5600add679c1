import { Icon, type IconName } from '../../ui/icons';
import styles from './HeaderLink.module.css';

export interface HeaderLinkProps {
  icon: IconName;
  label: string;
  onClick: () => void;
}

/** A compact icon-and-word button for the right of the sub-layout header. */
export function HeaderLink({ icon, label, onClick }: HeaderLinkProps) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      <Icon name={icon} size={16} />
      <span>{label}</span>
    </button>
  );
}
