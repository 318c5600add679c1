import { APP_ID, APP_PACKAGE_PREFIX } from '@khel/contract/constants';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLaunchInfo } from './api/app';
import { App } from './app/App';
import { applyLaunchData } from './app/launchData';
import { firstScreenLoaded } from './app/PageView';
import { awaitAtLaunch, startLaunch } from './lib/launchFetches';
import { depositGuard } from './features/deposit-guard/navigationGuard';
import { prefetchLobby } from './features/games/lobby';
import { endLocalSession } from './features/session/logout';
import { tracker } from './features/tracking/tracking';
import { currentLanguage, i18n, initI18n, loadNamespace } from './i18n';
import { FIRST_SCREEN_NAMESPACES } from './i18n/firstScreen';
import { requestLocale } from './i18n/languages';
import { deviceNumber } from './lib/device';
import { installErrorReporter, reportError } from './lib/errorReporter';
import { configureHttp } from './lib/http';
import { isEntryPath, postCoatVersion, saveLaunchParams, statusBarHeight } from './lib/launch';
import { applyRootFontSize } from './lib/rem';
import { registerServiceWorker } from './lib/serviceWorker';
import { STORAGE_KEYS, readString } from './lib/storage';
import { addNavigationGuard, getLocation, reLaunch } from './router/navigation';
import { ENTRY_PATH } from './router/paths';
import { findRoute } from './router/routes';
import { APP_DEFAULTS, useAppStore } from './stores/app';
import { isLoggedIn, useSession } from './stores/session';
import './styles/global.css';

applyRootFontSize();
window.addEventListener('resize', applyRootFontSize);
saveLaunchParams(window.location.search);
document.documentElement.style.setProperty('--status-bar', `${statusBarHeight()}px`);
installErrorReporter();
registerServiceWorker();
addNavigationGuard(depositGuard);

configureHttp({
  baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
  commonFields: () => {
    const session = useSession.getState();
    return {
      appId: APP_ID,
      deviceNumber: deviceNumber(),
      locale: requestLocale(currentLanguage()),
      // The UI language itself: operator text and game pages come in it (locale says en).
      language: currentLanguage(),
      appPackageName: `${APP_PACKAGE_PREFIX}${APP_ID}`,
      h5No: readString(STORAGE_KEYS.h5No) ?? '',
      adid: tracker.attributionId() ?? '',
      ...(isLoggedIn(session) ? { sign: session.sign, uid: session.uid } : {}),
    };
  },
  // docs/product.md §4: logout clears the session keys, reloads the cleared state, goes to the entry page.
  onLogout: endLocalSession,
  failureText: (reason, what) =>
    `${what ?? i18n.t('failure.action')} ${i18n.t(`failure.${reason}`)}`,
});

// Before anything is fetched: what the page already carries is not fetched again.
applyLaunchData();

// Opened on any known page but the entry page: start at the entry page (docs/product.md §1).
const launchPath = getLocation().path;
if (!isEntryPath(launchPath) && findRoute(launchPath)) reLaunch(ENTRY_PATH);

startLaunch(() =>
  loadLaunchInfo().then((loaded) => {
    postCoatVersion(useAppStore.getState().appInfo?.appVersion ?? APP_DEFAULTS.appVersion);
    return loaded;
  }),
);

const languageReady = initI18n().then((language) => {
  // Home follows the entry page (docs/product.md §1): its words and lists load from now on (those
  // the page did not carry), and the splash waits for its words as for the launch fetches.
  awaitAtLaunch(Promise.all(FIRST_SCREEN_NAMESPACES.map((ns) => loadNamespace(language, ns))));
  prefetchLobby(language);
});

void Promise.all([languageReady, firstScreenLoaded]).then(() => {
  const root = createRoot(document.getElementById('root')!, {
    // React recovered by rendering again; what went wrong the first time is its cause.
    onRecoverableError: (error) =>
      reportError(error instanceof Error && error.cause ? error.cause : error, 'react.recoverable'),
  });
  // In slices that leave the main thread free between them (index.html's splash shows meanwhile),
  // as Home's render after it (app/App.tsx).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
