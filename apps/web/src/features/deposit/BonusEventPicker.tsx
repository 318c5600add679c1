import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import styles from './BonusEventPicker.module.css';

export interface BonusEventPickerProps {
  joined: boolean;
  /** The event's gift as a badge ('+5%'), when it has one. */
  gift?: string;
  onChange: (joined: boolean) => void;
}

/** Join the deposit bonus event (typeB amounts) or deposit without it (typeA). */
export function BonusEventPicker({ joined, gift, onChange }: BonusEventPickerProps) {
  const { t } = useTranslation('wallet');
  const options = [
    {
      value: true,
      label: gift ? t('deposit.bonusJoinGift', { badge: gift }) : t('deposit.bonusJoin'),
      icon: 'gift' as const,
    },
    { value: false, label: t('deposit.bonusSkip'), icon: 'wallet' as const },
  ];
  return (
    <div className={styles.options} role="radiogroup" aria-label={t('deposit.bonusEvent')}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={joined === option.value}
          className={styles.option}
          onClick={() => onChange(option.value)}
        >
          <Icon name={option.icon} size={18} />
          {option.label}
        </button>
      ))}
    </div>
  );
}
