import { Dialog, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import type { MenuEntry } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { SideNav } from '../SideNav/SideNav.tsx';
import { drawer, drawerDialog, drawerHeader, drawerOverlay, menu, menuItem, menuPopover } from './AppShell.css.ts';
import { AccountButton, Logo } from './ShellParts.tsx';

// The shell's overlays (menus, the focus trap, positioning) load after the frame has drawn: see AppShell.

export interface AccountMenuProps {
  userName: string;
  settingsHref: string;
  onLogOut: () => void;
  /** Open at once: the user pressed the account button before this code had loaded. */
  defaultOpen?: boolean;
}

export function AccountMenu({ userName, settingsHref, onLogOut, defaultOpen }: AccountMenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AccountButton userName={userName} />
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
  );
}

export interface NavigationDrawerProps {
  navigation: readonly MenuEntry[];
  currentPath: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function NavigationDrawer({ navigation, currentPath, isOpen, onOpenChange }: NavigationDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={drawerOverlay}>
      <Modal className={drawer}>
        <Dialog aria-label="Menu" className={drawerDialog}>
          <div className={drawerHeader}>
            <Logo />
            <Button variant="ghost" isIconOnly aria-label="Close menu" onPress={() => onOpenChange(false)}>
              <Icon name="x" />
            </Button>
          </div>
          <SideNav navigation={navigation} currentPath={currentPath} onNavigate={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
