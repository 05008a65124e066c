import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@velo/design-system';
import { fullName, sideMenu } from '@velo/domain';
import { useSession, useSignedInUser } from '../session/SessionProvider.tsx';
import { useTheme } from '../theme.tsx';

/** The signed-in frame: the role's side menu, the top bar, and the page. */
export function ConsoleLayout() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  const { theme, setTheme } = useTheme();
  const { pathname } = useLocation();

  return (
    <AppShell
      navigation={sideMenu(user.role)}
      currentPath={pathname}
      userName={fullName(user)}
      settingsHref="/settings"
      onLogOut={() => void signOut()}
      theme={theme}
      onThemeChange={setTheme}
    >
      <Outlet />
    </AppShell>
  );
}
