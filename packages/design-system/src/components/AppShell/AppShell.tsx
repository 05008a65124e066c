import { Suspense, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { MenuEntry } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { onDemand } from '../../lazy/onDemand.ts';
import { content, main, openMenuButton, shell, sidebar, themeToggle, topBar, topBarEnd } from './AppShell.css.ts';
import { SideNav } from '../SideNav/SideNav.tsx';
import type { AccountMenuProps, NavigationDrawerProps } from './ShellOverlays.tsx';
import { AccountButton, Logo } from './ShellParts.tsx';

// The account menu and the narrow screens' drawer are closed when the frame first draws: their code (menus,
// popovers, the modal's focus trap) loads once the page has drawn, not before it.
const accountMenu = onDemand(() => import('./ShellOverlays.tsx').then((module) => module.AccountMenu));
const navigationDrawer = onDemand(() => import('./ShellOverlays.tsx').then((module) => module.NavigationDrawer));

export const appThemes = ['light', 'dark'] as const;
export type AppTheme = (typeof appThemes)[number];

export interface AppShellProps {
  /** The signed-in role's side menu (`sideMenu(role)`); links navigate through the app's RouterProvider. */
  navigation: readonly MenuEntry[];
  currentPath: string;
  /** The full name, shown in the top bar and as the avatar's initials. */
  userName: string;
  settingsHref: string;
  onLogOut: () => void;
  theme: AppTheme;
  onThemeChange: (theme: AppTheme) => void;
  children: ReactNode;
}

/** The signed-in frame: top bar, side menu (a drawer on narrow screens) and the scrolling page. */
export function AppShell({
  navigation,
  currentPath,
  userName,
  settingsHref,
  onLogOut,
  theme,
  onThemeChange,
  children,
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={shell}>
      <header className={topBar}>
        <Button variant="ghost" isIconOnly aria-label="Open menu" className={openMenuButton} onPress={() => setDrawerOpen(true)}>
          <Icon name="menu" />
        </Button>
        <Logo />
        <div className={topBarEnd}>
          <ToggleButton
            aria-label="Dark theme"
            isSelected={theme === 'dark'}
            onChange={(isDark) => onThemeChange(isDark ? 'dark' : 'light')}
            className={themeToggle}
          >
            <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
          </ToggleButton>
          <AccountMenuOnDemand userName={userName} settingsHref={settingsHref} onLogOut={onLogOut} />
        </div>
      </header>

      <aside className={sidebar}>
        <SideNav navigation={navigation} currentPath={currentPath} />
      </aside>

      <NavigationDrawerOnDemand
        navigation={navigation}
        currentPath={currentPath}
        isOpen={isDrawerOpen}
        onOpenChange={setDrawerOpen}
      />

      <main className={main}>
        <div className={content}>{children}</div>
      </main>
    </div>
  );
}

function AccountMenuOnDemand(props: Omit<AccountMenuProps, 'defaultOpen'>) {
  const { isWanted, wantedByUser, preload, want } = accountMenu.useOnDemand();
  const closed = <AccountButton userName={props.userName} onHoverStart={preload} onFocus={preload} onPress={want} />;
  if (!isWanted) return closed;
  return (
    <Suspense fallback={closed}>
      <accountMenu.Component {...props} defaultOpen={wantedByUser} />
    </Suspense>
  );
}

function NavigationDrawerOnDemand(props: NavigationDrawerProps) {
  const { isWanted } = navigationDrawer.useOnDemand();
  if (!isWanted && !props.isOpen) return null;
  return (
    <Suspense>
      <navigationDrawer.Component {...props} />
    </Suspense>
  );
}
