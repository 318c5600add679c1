import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadGame } from './games/registry';
import { initI18n, pickLanguage } from './i18n';
import { parseLaunch, parseRoute } from './lib/launch';
import { startSessionExchange } from './shell/session';
import './styles.css';

const route = parseRoute(window.location.pathname, window.location.search);
// In the platform's GameWeb frame the host's back button floats over the top-left corner: the
// top bar leaves that corner to it (styles.css, `[data-framed]`; README "Inside GameWeb").
if (window.self !== window.top) document.documentElement.dataset.framed = '';
// The game's code and the session come beside the words, not after them.
if (route.kind === 'play' && route.game) {
  preloadGame(route.game);
  startSessionExchange(parseLaunch(route.game, window.location.search));
}

const crash = route.kind !== 'play' || route.game === 'crash';
void initI18n(pickLanguage(window.location.search), { crash }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
