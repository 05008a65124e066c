import './zodWithoutEval.ts';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { hashPath, isPublicPath } from './hashPath.ts';

// Two apps share the page. The public one (sign-in, password reset) carries only what it draws;
// the console (router, data, the frame and its pages) loads once someone is signed in, so the
// sign-in page stays small. Moving between them (signing in, a session ending) swaps the app.

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

type AppKind = 'public' | 'console';
let shown: AppKind | null = null;

const apps: Record<AppKind, () => Promise<ComponentType>> = {
  public: async () => (await import('./public/PublicApp.tsx')).PublicApp,
  console: async () => (await import('./ConsoleApp.tsx')).ConsoleApp,
};

async function showTheAppOfTheAddress() {
  const wanted: AppKind = isPublicPath(hashPath()) ? 'public' : 'console';
  if (wanted === shown) return;
  shown = wanted;
  const App = await apps[wanted]();
  if (shown !== wanted) return;
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

window.addEventListener('hashchange', () => void showTheAppOfTheAddress());
void showTheAppOfTheAddress();
