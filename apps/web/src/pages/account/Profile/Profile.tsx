import { useTranslation } from '../../../i18n/useTranslation';
import { copyWithToast } from '../../../lib/clipboard';
import { CONTACT_FIELDS, maskPhone } from '../../../features/account/profile';
import { useProfile } from '../../../features/account/useProfile';
import { HeaderRight } from '../../../layouts/SubLayout';
import { navigateTo } from '../../../router/navigation';
import { PATHS } from '../../../router/paths';
import type { PageProps } from '../../../router/routes';
import { useAppStore } from '../../../stores/app';
import { Cell, CellGroup } from '../../../ui/Cell';
import { Icon } from '../../../ui/icons';
import { AvatarPicker } from '../AvatarPicker';
import { ProfileValue } from './ProfileValue';
import styles from './Profile.module.css';

/** The profile items of docs/product.md §2, read only; Edit (top right) opens the form. */
export default function ProfilePage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const profile = useProfile();
  const prefixes = useAppStore((s) => s.appInfo?.phoneNumberPrefixes ?? []);
  const name = profile.nickname ?? tc('auth.guest');

  return (
    <div className={styles.page}>
      <HeaderRight>
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => navigateTo(PATHS.editProfile)}
        >
          <Icon name="edit" size={16} />
          {tc('action.edit')}
        </button>
      </HeaderRight>
      <CellGroup title={t('profile.basic')}>
        <Cell
          label={t('profile.id')}
          value={
            profile.id ? (
              <span className={styles.idValue}>
                {profile.id}
                <Icon name="copy" size={14} />
              </span>
            ) : (
              <ProfileValue value={null} />
            )
          }
          onClick={profile.id ? () => void copyWithToast(profile.id!) : undefined}
          arrow={false}
        />
        <Cell
          label={t('profile.avatar')}
          value={<AvatarPicker name={name} src={profile.avatar} size="md" />}
        />
        <Cell label={t('profile.nickname')} value={<ProfileValue value={profile.nickname} />} />
        <Cell
          label={t('profile.mobile')}
          value={<ProfileValue value={profile.mobile && maskPhone(profile.mobile, prefixes)} />}
          onClick={() => navigateTo(PATHS.phoneBinding)}
        />
        <Cell label={t('profile.birthday')} value={<ProfileValue value={profile.birthday} />} />
        <Cell label={t('profile.email')} value={<ProfileValue value={profile.email} />} />
      </CellGroup>
      <CellGroup title={t('profile.social')}>
        {CONTACT_FIELDS.map((field) => (
          <Cell
            key={field}
            label={t(`profile.${field}`)}
            value={<ProfileValue value={profile[field]} />}
          />
        ))}
      </CellGroup>
    </div>
  );
}
