import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadGame } from './games/registry';
import { initI18n, pickLanguage } from './i18n';
import { parseRoute } from './lib/launch';
import './styles.css';

const route = parseRoute(window.location.pathname, window.location.search);
if (route.kind === 'play' && route.game) preloadGame(route.game);

const crash = route.kind !== 'play' || route.game === 'crash';
void initI18n(pickLanguage(window.location.search), { crash }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
