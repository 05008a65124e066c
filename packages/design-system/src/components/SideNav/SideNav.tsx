import { useState } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading, Link } from 'react-aria-components';
import { currentMenuLink, isMenuGroup, type MenuEntry, type MenuGroup, type MenuLink } from '@velo/domain';
import { Icon } from '../Icon/Icon.tsx';
import { group, groupChevron, groupHeading, groupTrigger, link as linkStyle, list, nav } from './SideNav.css.ts';

export interface SideNavProps {
  /** The signed-in role's side menu (`sideMenu(role)`); links navigate through the app's RouterProvider. */
  navigation: readonly MenuEntry[];
  /** The address shown now; the menu link it belongs to is marked as the current page. */
  currentPath: string;
  /** Called when a link is pressed, e.g. to close the drawer it is in. */
  onNavigate?: () => void;
}

/** The side menu: links with icons, and collapsible groups that open when one of their pages is shown. */
export function SideNav({ navigation, currentPath, onNavigate }: SideNavProps) {
  const currentHref = currentMenuLink(navigation, currentPath)?.href;
  return (
    <nav aria-label="Main" className={nav}>
      <ul className={list}>
        {navigation.map((entry) =>
          isMenuGroup(entry) ? (
            <li key={`group:${entry.label}`}>
              <NavGroup group={entry} currentHref={currentHref} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={entry.href}>
              <NavLink link={entry} isCurrent={entry.href === currentHref} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavLink({ link, isCurrent, onNavigate }: { link: MenuLink; isCurrent: boolean; onNavigate?: () => void }) {
  return (
    <Link href={link.href} aria-current={isCurrent ? 'page' : undefined} onPress={onNavigate} className={linkStyle}>
      <Icon name={link.icon} />
      {link.label}
    </Link>
  );
}

function NavGroup({
  group: menuGroup,
  currentHref,
  onNavigate,
}: {
  group: MenuGroup;
  currentHref?: string;
  onNavigate?: () => void;
}) {
  const holdsCurrent = menuGroup.items.some((link) => link.href === currentHref);
  const [isExpanded, setExpanded] = useState(true);
  // Arriving on one of its pages opens a group the person had closed.
  const [seenHref, setSeenHref] = useState(currentHref);
  if (seenHref !== currentHref) {
    setSeenHref(currentHref);
    if (holdsCurrent) setExpanded(true);
  }

  return (
    <Disclosure isExpanded={isExpanded} onExpandedChange={setExpanded} className={group}>
      <Heading level={2} className={groupHeading}>
        <AriaButton slot="trigger" className={groupTrigger}>
          {menuGroup.label}
          <Icon name="chevron-down" size={16} className={groupChevron} />
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        <ul className={list}>
          {menuGroup.items.map((link) => (
            <li key={link.href}>
              <NavLink link={link} isCurrent={link.href === currentHref} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
