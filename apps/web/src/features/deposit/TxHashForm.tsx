import { ReferenceForm } from './ReferenceForm';
import { validateTxHash } from './validation';

export interface TxHashFormProps {
  onSubmit: (txHash: string) => Promise<boolean>;
}

const MESSAGES = {
  txHashRequired: 'crypto.hashRequired',
  txHashFormat: 'crypto.hashFormat',
} as const;

/** The transaction hash of a crypto payment (64 hex digits, 0x optional) and its submit button. */
export function TxHashForm({ onSubmit }: TxHashFormProps) {
  return (
    <ReferenceForm
      name="txHash"
      text={{
        label: 'crypto.hashLabel',
        placeholder: 'crypto.hashPlaceholder',
        hint: 'crypto.hashHint',
        submit: 'crypto.hashSubmit',
        submitted: 'crypto.hashSubmitted',
      }}
      validate={(hash) => {
        const error = validateTxHash(hash);
        return error && MESSAGES[error];
      }}
      clean={(input) => input.replace(/\s/g, '')}
      maxLength={66}
      onSubmit={onSubmit}
    />
  );
}
