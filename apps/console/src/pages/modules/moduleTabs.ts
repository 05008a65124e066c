import { loadablePage, type LoadablePage } from '../../routing/loadablePage.tsx';
import type { ModuleTabProps } from './moduleTabProps.ts';

/** A tab of the module page: its address below `/modules/{id}`. */
export interface ModuleTab {
  label: string;
  /** '' for Details, the page's own address. */
  path: string;
  page: LoadablePage<ModuleTabProps>;
}

export const moduleTabs: ModuleTab[] = [
  { label: 'Details', path: '', page: loadablePage(() => import('./ModuleDetailsTab.tsx')) },
  { label: 'Door Components', path: 'items', page: loadablePage(() => import('./ModuleItemsTab.tsx')) },
];

export const moduleTabHref = (moduleId: number, tab: Pick<ModuleTab, 'path'>) =>
  tab.path ? `/modules/${moduleId}/${tab.path}` : `/modules/${moduleId}`;
