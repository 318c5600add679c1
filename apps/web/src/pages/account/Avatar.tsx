import { useState } from 'react';
import { initialOf } from '../../features/account/profile';
import { Icon } from '../../ui/icons';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The player's name; without one (logged out) a person icon shows. */
  name: string | null;
  src?: string | null;
  size?: 'md' | 'lg';
}

/** The player's picture, or a gold circle with their initial. */
export function Avatar({ name, src, size = 'lg' }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const className = `${styles.avatar} ${styles[size]}`;
  if (src && !broken) {
    return <img className={className} src={src} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {name ? initialOf(name) : <Icon name="user" size={size === 'lg' ? 30 : 20} />}
    </span>
  );
}
