import type { ComponentType } from 'react';
import { CodeField } from './CodeField';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

export interface PhoneCodeFieldsProps {
  fields: {
    phone: string;
    setPhone: (v: string) => void;
    otp: string;
    setOtp: (v: string) => void;
  };
  phonePrefix: { prefix: string; prefixes: string[]; setPrefix: (p: string) => void };
  code: { seconds: number; sending: boolean; send: () => Promise<unknown> | void };
  /** The phone input to draw (LoginV2 uses its big one). */
  phoneInput?: ComponentType<PhoneFieldProps>;
}

/** A phone number with its calling code, then the code sent to it: every code form starts so. */
export function PhoneCodeFields({
  fields,
  phonePrefix,
  code,
  phoneInput: Phone = PhoneField,
}: PhoneCodeFieldsProps) {
  return (
    <>
      <Phone
        value={fields.phone}
        onChange={fields.setPhone}
        prefix={phonePrefix.prefix}
        prefixes={phonePrefix.prefixes}
        onPrefixChange={phonePrefix.setPrefix}
      />
      <CodeField
        value={fields.otp}
        onChange={fields.setOtp}
        seconds={code.seconds}
        sending={code.sending}
        onSend={() => void code.send()}
      />
    </>
  );
}
