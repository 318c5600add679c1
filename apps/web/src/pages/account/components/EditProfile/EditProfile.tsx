import type { FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { maskPhone } from '../../../../features/account/profile';
import { useEditProfileForm } from '../../../../features/account/useEditProfileForm';
import { navigateTo } from '../../../../router/navigation';
import { PATHS } from '../../../../router/paths';
import type { PageProps } from '../../../../router/routes';
import { useAppStore } from '../../../../stores/app';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/icons';
import { AvatarPicker } from '../../AvatarPicker';
import { SocialFields } from './SocialFields';
import styles from './EditProfile.module.css';

export default function EditProfilePage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { profile, form, setField, today, handleSave } = useEditProfileForm();
  const prefixes = useAppStore((s) => s.appInfo?.phoneNumberPrefixes ?? []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSave();
  };

  return (
    <form className={styles.page} onSubmit={handleSubmit} noValidate>
      <div className={styles.avatarRow}>
        <AvatarPicker
          name={form.nickname.trim() || tc('auth.guest')}
          src={profile.avatar}
          withLabel
        />
        {profile.id && <span className={styles.id}>{t('header.id', { id: profile.id })}</span>}
      </div>
      <section className={styles.card}>
        <Field
          label={t('profile.nickname')}
          name="nickname"
          placeholder={t('editProfile.nicknamePlaceholder')}
          maxLength={20}
          value={form.nickname}
          onChange={(e) => setField('nickname')(e.target.value)}
          prefix={<Icon name="user" size={18} />}
        />
        <Field
          label={t('profile.mobile')}
          name="mobile"
          readOnly
          value={profile.mobile ? maskPhone(profile.mobile, prefixes) : t('profile.notSet')}
          prefix={<Icon name="phone" size={18} />}
          suffix={
            <button
              type="button"
              className={styles.inlineLink}
              onClick={() => navigateTo(PATHS.phoneBinding)}
            >
              {profile.mobile ? t('editProfile.phoneChange') : t('editProfile.phoneBind')}
            </button>
          }
        />
        <Field
          label={t('profile.birthday')}
          name="birthday"
          type="date"
          max={today}
          value={form.birthday}
          onChange={(e) => setField('birthday')(e.target.value)}
          prefix={<Icon name="calendar" size={18} />}
        />
        <p className={styles.hint}>{t('editProfile.birthdayHint')}</p>
        <Field
          label={t('profile.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('editProfile.emailPlaceholder')}
          maxLength={100}
          value={form.email}
          onChange={(e) => setField('email')(e.target.value)}
          prefix={<Icon name="mail" size={18} />}
        />
      </section>
      <h2 className={styles.sectionTitle}>{t('profile.social')}</h2>
      <section className={styles.card}>
        <SocialFields form={form} setField={setField} />
      </section>
      <div className={styles.actions}>
        <Button type="submit" block data-testid="profile-save">
          {tc('action.save')}
        </Button>
      </div>
    </form>
  );
}
