import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useOperator } from './auth';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, type Language } from './i18n';
import { Link, matchPath, ParamsProvider, Redirect, useLocation } from './router';
import { NAV_GROUPS, SCREENS } from './screens';
import { SignIn } from './SignIn';
import { Button, Empty, ErrorState, Loading } from './ui/layout';
import { Toasts } from './ui/Toasts';

/** The back office: sign-in until there is a session, then the shell around the screens. */
export function App() {
  const { state, retry } = useAuth();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <div className="boot-error">
        <ErrorState error={state.error} onRetry={retry} />
      </div>
    );
  if (state.status === 'signedOut') return <SignIn expired={state.reason === 'expired'} />;
  return <Shell permissions={state.session.permissions} />;
}

function Shell({ permissions }: { permissions: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const operator = useOperator();
  const { signOut } = useAuth();
  const { path } = useLocation();
  const allowed = useMemo(
    () => SCREENS.filter((s) => s.permission === null || permissions.includes(s.permission)),
    [permissions],
  );
  const match = screenAt(path);
  const home = allowed.find((s) => s.nav !== null);

  let content;
  if (match && allowed.includes(match.screen)) {
    const Component = match.screen.component;
    content = (
      <ParamsProvider value={match.params}>
        <Suspense fallback={<Loading />}>
          <Component key={path} />
        </Suspense>
      </ParamsProvider>
    );
  } else if (match) {
    content = <Empty>{t('shell.notAllowed')}</Empty>;
  } else if (path === '/' && home) {
    // The first screen the role may open is the home page.
    content = <Redirect to={home.path} />;
  } else {
    content = <Empty>{t('shell.notFound')}</Empty>;
  }

  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="brand">
          KHEL <span>{t('shell.backOffice')}</span>
        </div>
        <nav aria-label={t('shell.navigation')}>
          {NAV_GROUPS.map((group) => {
            const items = allowed.filter((s) => s.group === group && s.nav !== null);
            if (items.length === 0) return null;
            return (
              <div key={group} className="nav-group">
                <div className="nav-group-title">{t(`navGroup.${group}`)}</div>
                {items.map((screen) => {
                  const active =
                    match?.screen === screen ||
                    (screen.path !== '/' && path.startsWith(`${screen.path}/`));
                  return (
                    <Link
                      key={screen.path}
                      to={screen.path}
                      className={active ? 'nav-item nav-on' : 'nav-item'}
                      aria-current={active ? 'page' : undefined}
                    >
                      {t(`nav.${screen.nav}`)}
                    </Link>
                  );
                })}
              </div>
            );
          })}
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <div className="topbar-who">
            <strong>{operator.name}</strong>
            <span className="muted">
              {operator.email} · {t(`role.${operator.role}`)}
            </span>
          </div>
          <label className="lang">
            <span className="visually-hidden">{t('shell.language')}</span>
            <select
              value={i18n.language}
              onChange={(event) => void setLanguage(event.target.value as Language)}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <Button variant="ghost" onClick={() => void signOut()}>
            {t('shell.signOut')}
          </Button>
        </header>
        <main className="content">{content}</main>
      </div>
      <Toasts />
    </div>
  );
}

/** The screen whose pattern matches `path`, with its parameters. */
function screenAt(path: string) {
  for (const screen of SCREENS) {
    const params = matchPath(screen.path, path);
    if (params) return { screen, params };
  }
  return null;
}
