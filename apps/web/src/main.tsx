import './shared/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { scheduleBootLoaderFade } from './app/shell/boot-loader';
import { initI18n } from './shared/lib/i18n';
import { initSettings } from './shared/lib/settings';
import './styles.css';

await initI18n();
initSettings();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
scheduleBootLoaderFade();
