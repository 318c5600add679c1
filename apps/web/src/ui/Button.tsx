import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'accent' | 'ghost' | 'danger';
  block?: boolean;
  size?: 'md' | 'sm';
}

export function Button({
  variant = 'primary',
  block = false,
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
