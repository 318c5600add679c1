import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Cell, CellGroup } from '../../ui/Cell';

export interface TransferLinksProps {
  /** Whether self-service UTR is open (fillOrderSwitch). */
  selfService: boolean;
}

/** Help under the transfer form: how to transfer and, when open, self-service UTR. */
export function TransferLinks({ selfService }: TransferLinksProps) {
  const { t } = useTranslation('wallet');
  return (
    <CellGroup>
      <Cell
        icon="help"
        label={t('deposit.howToTransfer')}
        onClick={() => navigateTo(PATHS.transferInstructions)}
      />
      {selfService && (
        <Cell
          icon="ticket"
          label={t('deposit.selfUtrLink')}
          onClick={() => navigateTo(PATHS.selfUtrInfo)}
        />
      )}
    </CellGroup>
  );
}
