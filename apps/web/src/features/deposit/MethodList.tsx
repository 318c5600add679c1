import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { useCurrencySign } from '../../stores/app';
import { formatMoney } from '../../ui/Money';
import { channelRange, parseAmountRange, type MethodItem } from './methods';
import styles from './MethodList.module.css';

export interface MethodListProps {
  methods: MethodItem[];
  selected: MethodItem | null;
  onSelect: (method: MethodItem) => void;
  /** The amount list's bounds: a channel shows only the amounts this form takes. */
  bounds: { min: number; max: number };
}

/** The online payment channels; a channel that does not take the amount is greyed out. */
export function MethodList({ methods, selected, onSelect, bounds }: MethodListProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  // Whole rupees for a range (`Rs 50,000`); paise only when there are.
  const money = (rupees: number) =>
    Number.isInteger(rupees)
      ? `${sign} ${rupees.toLocaleString('en-IN')}`
      : formatMoney(rupees, sign);
  if (methods.length === 0) return <p className={styles.none}>{t('deposit.noChannels')}</p>;
  return (
    <div className={styles.list} role="radiogroup" aria-label={t('deposit.channel')}>
      {methods.map((method) => {
        const own = parseAmountRange(method.amountRange);
        const range = own && channelRange(own, bounds);
        const checked = selected?.type === method.type;
        return (
          <button
            key={String(method.type)}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={method.disable}
            className={styles.method}
            onClick={() => onSelect(method)}
          >
            <span className={styles.logo}>
              <Icon name="wallet" size={18} />
            </span>
            <span className={styles.body}>
              <span className={styles.name}>{method.name}</span>
              {range && (
                <span className={styles.range}>
                  {t('deposit.channelRange', { min: money(range[0]), max: money(range[1]) })}
                </span>
              )}
            </span>
            <span className={styles.tick}>{checked && <Icon name="check" size={14} />}</span>
          </button>
        );
      })}
    </div>
  );
}
