import { useState } from 'react';
import { useProfile } from '../../features/account/useProfile';
import { LanguageSheet } from '../../features/language/LanguageSheet';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import styles from './Account.module.css';
import { AccountMenu } from './AccountMenu';
import { BalanceCard } from './BalanceCard';
import { LogoutButton } from './LogoutButton';
import { ProfileHeader } from './ProfileHeader';
import { QuickEntries } from './QuickEntries';

/** The Account tab: who the player is, their balance, shortcuts and settings (docs/product.md §2). */
export default function AccountPage(_props: PageProps) {
  const loggedIn = useSession(isLoggedIn);
  const profile = useProfile();
  const [languageOpen, setLanguageOpen] = useState(false);

  return (
    <div className={styles.page}>
      <ProfileHeader profile={profile} loggedIn={loggedIn} />
      {loggedIn && <BalanceCard balance={profile.balance} />}
      <QuickEntries />
      <AccountMenu onLanguage={() => setLanguageOpen(true)} />
      {loggedIn && <LogoutButton />}
      <LanguageSheet open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </div>
  );
}
