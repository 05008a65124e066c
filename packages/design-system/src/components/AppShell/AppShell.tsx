import { useState, type ReactNode } from 'react';
import { Dialog, Link, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover, ToggleButton } from 'react-aria-components';
import { initials, type MenuEntry } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import {
  accountButton,
  accountName,
  avatar,
  content,
  drawer,
  drawerDialog,
  drawerHeader,
  drawerOverlay,
  logo,
  logoMark,
  main,
  menu,
  menuItem,
  menuPopover,
  openMenuButton,
  shell,
  sidebar,
  themeToggle,
  topBar,
  topBarEnd,
} from './AppShell.css.ts';
import { SideNav } from '../SideNav/SideNav.tsx';

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

function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return initials({ name: parts[0] ?? '', surname: parts.length > 1 ? (parts.at(-1) ?? '') : '' });
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
          <MenuTrigger>
            <Button variant="ghost" className={accountButton}>
              <span className={avatar} aria-hidden="true">
                {initialsOf(userName)}
              </span>
              {/* The name comes from the content, so it always holds the visible text. */}
              <span className={visuallyHidden}>Account menu, </span>
              <span className={accountName}>{userName}</span>
              <Icon name="chevron-down" size={16} />
            </Button>
            <Popover placement="bottom end" className={menuPopover}>
              <Menu className={menu}>
                <MenuItem href={settingsHref} textValue="Settings" className={menuItem}>
                  <Icon name="settings" />
                  Settings
                </MenuItem>
                <MenuItem onAction={onLogOut} textValue="Log out" className={menuItem}>
                  <Icon name="log-out" />
                  Log out
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </header>

      <aside className={sidebar}>
        <SideNav navigation={navigation} currentPath={currentPath} />
      </aside>

      <ModalOverlay isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} isDismissable className={drawerOverlay}>
        <Modal className={drawer}>
          <Dialog aria-label="Menu" className={drawerDialog}>
            <div className={drawerHeader}>
              <Logo />
              <Button variant="ghost" isIconOnly aria-label="Close menu" onPress={() => setDrawerOpen(false)}>
                <Icon name="x" />
              </Button>
            </div>
            <SideNav navigation={navigation} currentPath={currentPath} onNavigate={() => setDrawerOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>

      <main className={main}>
        <div className={content}>{children}</div>
      </main>
    </div>
  );
}

function Logo() {
  return (
    <Link href="/" className={logo}>
      <span className={logoMark}>
        <Icon name="bicycle" />
      </span>
      Velo
    </Link>
  );
}
