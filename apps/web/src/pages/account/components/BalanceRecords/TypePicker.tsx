import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import {
  BALANCE_TYPE_FILTERS,
  recordLabelKey,
  type BalanceTypeFilter,
} from '../../../../features/records/balanceRecords';
import { Icon } from '../../../../ui/icons';
import { Sheet } from '../../../../ui/Sheet';
import styles from './BalanceRecords.module.css';

export interface TypePickerProps {
  value: BalanceTypeFilter;
  onChange: (type: BalanceTypeFilter) => void;
}

/** A button showing the chosen record type; it opens a sheet of all ten to pick from. */
export function TypePicker({ value, onChange }: TypePickerProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const labelOf = (type: BalanceTypeFilter) =>
    type === 'all' ? tc('filter.all') : t(`balanceRecords.types.${recordLabelKey(type)}`);

  const handlePick = (type: BalanceTypeFilter) => {
    onChange(type);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.picker}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="balance-type-picker"
      >
        {labelOf(value)}
        <Icon name="chevron" size={14} className={styles.pickerArrow} />
      </button>
      <Sheet open={open} title={t('balanceRecords.typeLabel')} onClose={() => setOpen(false)}>
        <div className={styles.typeGrid} role="listbox" aria-label={t('balanceRecords.typeLabel')}>
          {BALANCE_TYPE_FILTERS.map((type) => (
            <button
              key={type}
              type="button"
              role="option"
              aria-selected={type === value}
              className={styles.typeOption}
              onClick={() => handlePick(type)}
            >
              {labelOf(type)}
            </button>
          ))}
        </div>
      </Sheet>
    </>
  );
}
