import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css.ts';

const join = (base: string) => (custom: string | undefined) => [base, custom].filter(Boolean).join(' ');

/** Tabs; for tabs that are routes give each Tab an `href` and the Tabs the current `selectedKey`. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, join(tabs))} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, join(tabList))} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, join(tab))} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, join(tabPanel))} />;
}
