import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { tab, tabLabel, tabList, tabPanel, tabs, tabWarning } from './Tabs.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { composeClassName } from '../../styles/cx.ts';

/**
 * Tabs; for tabs that are routes give each Tab an `href`, the Tabs the current `selectedKey` and
 * `keyboardActivation="manual"`: with automatic activation focus alone navigates, so tabbing into the
 * list reopens the current route and every arrow key loads another page.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeClassName(tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeClassName(tabList, className)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeClassName(tab, className)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName(tabPanel, className)} />;
}

/** A form tab's label: red with a warning icon, and "(has errors)" for screen readers, while its fields hold a problem. */
export function TabLabel({ children, hasProblem = false }: { children: ReactNode; hasProblem?: boolean }) {
  return (
    <span className={tabLabel} data-invalid={hasProblem || undefined}>
      {children}
      {hasProblem && (
        <>
          <Icon name="alert" size={16} className={tabWarning} />
          <span className={visuallyHidden}>(has errors)</span>
        </>
      )}
    </span>
  );
}
