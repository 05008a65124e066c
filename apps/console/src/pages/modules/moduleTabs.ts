import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleTabProps } from './moduleTabProps.ts';

/** A tab of the module page: its address below `/modules/{id}`. */
export interface ModuleTab {
  label: string;
  /** '' for Details, the page's own address. */
  path: string;
  page: LazyExoticComponent<ComponentType<ModuleTabProps>>;
}

export const moduleTabs: ModuleTab[] = [
  { label: 'Details', path: '', page: lazy(() => import('./ModuleDetailsTab.tsx')) },
  { label: 'Door Components', path: 'items', page: lazy(() => import('./ModuleItemsTab.tsx')) },
];

export const moduleTabHref = (moduleId: number, tab: Pick<ModuleTab, 'path'>) =>
  tab.path ? `/modules/${moduleId}/${tab.path}` : `/modules/${moduleId}`;
