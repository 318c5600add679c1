import { useTranslation } from '../../i18n/useTranslation';
import { faqTarget } from '../../features/account/faqLink';
import { maskPhone } from '../../features/account/profile';
import { NATIVE_NAMES } from '../../features/language/languageNames';
import { useCurrentLanguage } from '../../features/language/useCurrentLanguage';
import { navigateTo, openLink } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { isLoggedIn, useSession } from '../../stores/session';
import { Cell, CellGroup } from '../../ui/Cell';
import styles from './Account.module.css';

export interface AccountMenuProps {
  onLanguage: () => void;
}

/** The two settings groups of docs/product.md §2: Profile & Security, Help & Setting. */
export function AccountMenu({ onLanguage }: AccountMenuProps) {
  const { t } = useTranslation('account');
  const language = useCurrentLanguage();
  const appConfig = useAppStore((s) => s.appInfo?.appConfig);
  const version = useAppStore((s) => s.appInfo?.appVersion ?? APP_DEFAULTS.appVersion);
  const prefixes = useAppStore((s) => s.appInfo?.phoneNumberPrefixes ?? []);
  const loggedIn = useSession(isLoggedIn);
  const phone = useSession((s) => s.userInfo?.phone);
  const hasWithdrawPassword = useSession((s) => s.userInfo?.hasWithdrawPassword);
  const phoneValue = phone ? maskPhone(phone, prefixes) : t('menu.notBound');
  const passwordValue = hasWithdrawPassword ? t('menu.set') : t('menu.notSet');

  const handleFaq = () => {
    const target = faqTarget(appConfig);
    if (target.kind === 'url') window.open(target.url, '_blank', 'noopener');
    else openLink(target.path);
  };

  return (
    <>
      <CellGroup title={t('menu.profileSecurity')}>
        <Cell icon="user" label={t('menu.profile')} onClick={() => navigateTo(PATHS.profile)} />
        <Cell
          icon="phone"
          label={t('menu.phoneBinding')}
          value={loggedIn ? phoneValue : undefined}
          onClick={() => navigateTo(PATHS.phoneBinding)}
        />
        <Cell
          icon="bank"
          label={t('menu.withdrawAccount')}
          onClick={() => navigateTo(PATHS.bankCardList)}
        />
        <Cell
          icon="lock"
          label={t('menu.withdrawPassword')}
          value={loggedIn && hasWithdrawPassword !== undefined ? passwordValue : undefined}
          onClick={() => navigateTo(PATHS.withdrawalPassword)}
        />
        <Cell icon="calendar" label={t('menu.history')} onClick={() => navigateTo(PATHS.history)} />
        <Cell
          icon="shield"
          label={t('menu.responsibleGaming')}
          onClick={() => navigateTo(PATHS.responsibleGaming)}
        />
        <Cell
          icon="card"
          label={t('menu.identityVerification')}
          onClick={() => navigateTo(PATHS.identityVerification)}
        />
      </CellGroup>
      <CellGroup title={t('menu.helpSetting')}>
        <Cell icon="help" label={t('menu.faq')} onClick={handleFaq} />
        <Cell
          icon="feedback"
          label={t('menu.feedback')}
          onClick={() => navigateTo(PATHS.feedback)}
        />
        <div data-testid="language-cell" className={styles.cellWrap}>
          <Cell
            icon="globe"
            label={t('menu.language')}
            value={NATIVE_NAMES[language]}
            onClick={onLanguage}
          />
        </div>
        <Cell icon="info" label={t('menu.version')} value={version} />
      </CellGroup>
    </>
  );
}
