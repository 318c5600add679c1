import { useTranslation } from '../../../../i18n/useTranslation';
import { CONTACT_FIELDS } from '../../../../features/account/profile';
import { CONTACT_MAX } from '@khel/contract/limits';
import type { ProfileForm } from '../../../../features/account/profileForm';
import { Field } from '../../../../ui/Field';
import { Icon, type IconName } from '../../../../ui/icons';

const ICONS: Record<(typeof CONTACT_FIELDS)[number], IconName> = {
  whatsapp: 'phone',
  facebook: 'user',
  telegram: 'telegram',
  twitter: 'share',
};

export interface SocialFieldsProps {
  form: ProfileForm;
  setField: (field: keyof ProfileForm) => (value: string) => void;
}

/** WhatsApp, Facebook, Telegram and Twitter handles. */
export function SocialFields({ form, setField }: SocialFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <Field
          key={field}
          label={t(`profile.${field}`)}
          name={field}
          placeholder={t(`editProfile.${field}Placeholder`)}
          maxLength={CONTACT_MAX[field]}
          inputMode={field === 'whatsapp' ? 'tel' : undefined}
          value={form[field]}
          onChange={(e) => setField(field)(e.target.value)}
          prefix={<Icon name={ICONS[field]} size={18} />}
        />
      ))}
    </>
  );
}
