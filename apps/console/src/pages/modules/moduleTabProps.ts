import type { LockerModule } from '@velo/api-client';

/** What the module page gives each of its tabs (apart from moduleTabs.ts, which loads the tabs). */
export interface ModuleTabProps {
  module: LockerModule;
}
