import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import styles from './BonusEventPicker.module.css';

export interface BonusEventPickerProps {
  joined: boolean;
  /** The event's gift as a badge ('+5%'), when it has one. */
  gift?: string;
  /** What joining pays this player (the promotions' offer, from charge info), when there is one. */
  offer?: string | null;
  onChange: (joined: boolean) => void;
}

/** Join the deposit bonus event (typeB amounts) or deposit without it (typeA). */
export function BonusEventPicker({ joined, gift, offer, onChange }: BonusEventPickerProps) {
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
    <>
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
      {offer && (
        <p className={styles.offer} data-testid="bonus-offer">
          <Icon name="info" size={14} />
          {offer}
        </p>
      )}
    </>
  );
}
