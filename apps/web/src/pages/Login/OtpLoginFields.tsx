import { CodeField } from '../../features/auth/CodeField';
import { PhoneField } from '../../features/auth/PhoneField';
import type { LoginForm } from '../../features/auth/useLoginForm';

/** The OTP tab: phone number with its calling code, then the code sent to it. */
export function OtpLoginFields({ form }: { form: LoginForm }) {
  const { fields, phonePrefix, code } = form;
  return (
    <>
      <PhoneField
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
