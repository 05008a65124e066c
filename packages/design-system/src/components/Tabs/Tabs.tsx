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
import { tab, tabList, tabPanel, tabs } from './Tabs.css.ts';
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
