import { ReferenceForm, utrCounter } from './ReferenceForm';
import { UTR_LENGTH, cleanUtrInput, validateUtr } from './validation';

export interface UtrFormProps {
  onSubmit: (utr: string) => Promise<boolean>;
}

const MESSAGES = { utrRequired: 'utr.required', utrDigits: 'utr.digits' } as const;

/** The 12-digit UTR input with its checks ('Please input utr!', 12 digits) and a submit button. */
export function UtrForm({ onSubmit }: UtrFormProps) {
  return (
    <ReferenceForm
      name="utr"
      text={{
        label: 'utr.label',
        placeholder: 'utr.placeholder',
        hint: 'utr.hint',
        submit: 'utr.submit',
        submitted: 'utr.submitted',
      }}
      validate={(utr) => {
        const error = validateUtr(utr);
        return error && MESSAGES[error];
      }}
      clean={cleanUtrInput}
      maxLength={UTR_LENGTH}
      numeric
      suffix={utrCounter}
      onSubmit={onSubmit}
    />
  );
}
