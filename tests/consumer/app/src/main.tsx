import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@velo/design-system/styles.css';
import { lightTheme } from '@velo/design-system';
import { App } from './App';

document.documentElement.classList.add(lightTheme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
