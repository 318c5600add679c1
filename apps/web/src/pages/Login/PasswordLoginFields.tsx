import { useTranslation } from '../../i18n/useTranslation';
import { PasswordField } from '../../features/auth/PasswordField';
import type { LoginForm } from '../../features/auth/useLoginForm';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';

/** The password tab: one input for a phone number or a player ID, then the password. */
export function PasswordLoginFields({ form }: { form: LoginForm }) {
  const { t } = useTranslation('login');
  const { fields } = form;
  return (
    <>
      <Field
        label={t('field.account')}
        name="account"
        autoComplete="username"
        inputMode="tel"
        placeholder={t('field.accountPlaceholder')}
        maxLength={16}
        value={fields.account}
        onChange={(e) => fields.setAccount(e.target.value)}
        prefix={<Icon name="user" size={18} />}
      />
      <PasswordField value={fields.password} onChange={fields.setPassword} />
    </>
  );
}
