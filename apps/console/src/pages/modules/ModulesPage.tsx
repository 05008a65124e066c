import { Inline, LinkButton, ModuleTable, PageHeader } from '@velo/design-system';
import { useModules } from '../../data/modules.ts';

/** /modules: every module with its client, location and door components; Create new and each one's edit. */
export default function ModulesPage() {
  const modules = useModules();
  return (
    <>
      <PageHeader
        title="Modules"
        actions={
          <Inline gap={3}>
            <LinkButton variant="secondary" href="/items">
              All items
            </LinkButton>
            <LinkButton variant="primary" href="/modules/create">
              Create new
            </LinkButton>
          </Inline>
        }
      />
      <ModuleTable
        rows={modules.data?.items ?? []}
        isLoading={modules.isLoading}
        error={modules.error?.message ?? null}
        onRetry={() => void modules.mutate()}
        editHref={(module) => `/modules/${module.id}`}
      />
    </>
  );
}
