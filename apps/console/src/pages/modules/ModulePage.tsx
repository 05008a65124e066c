import { Suspense } from 'react';
import { useParams } from 'react-router';
import { EmptyState, Inline, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { useModuleRecord } from '../../data/modules.ts';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { ModuleDelete } from './ModuleDelete.tsx';
import { moduleTabHref, moduleTabs } from './moduleTabs.ts';

/** The tabs load ahead with the page when a link to one of them is pointed at. */
export { moduleTabs as subpages } from './moduleTabs.ts';

const backToModules = (
  <LinkButton variant="secondary" href="/modules">
    Back to modules
  </LinkButton>
);

/** /modules/{id}/{tab}: a module's Details and its Door Components (items). */
export default function ModulePage() {
  const params = useParams();
  const moduleId = Number(params.id);
  const isModuleId = Number.isSafeInteger(moduleId) && moduleId > 0;
  const tab = moduleTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const module = useModuleRecord(tab && isModuleId ? moduleId : null);

  if (!tab || !isModuleId) return <EmptyState title="There is no such page" action={backToModules} />;
  if (module.error)
    return <RecordNotLoaded error={module.error} noun="module" back={backToModules} onRetry={() => void module.mutate()} />;
  if (!module.data) return <LoadingState label="Loading the module" />;

  const Page = tab.page;
  const title = `Module ${module.data.name}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Inline gap={3}>
            <ModuleDelete module={module.data} />
            {backToModules}
          </Inline>
        }
      />
      <RouteTabs label={`${title}: tabs`} tabs={moduleTabs} current={tab} hrefOf={(shown) => moduleTabHref(moduleId, shown)}>
        <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
          <Page module={module.data} />
        </Suspense>
      </RouteTabs>
    </>
  );
}
