import { getMessageTemplateList, messageTemplateListFields } from '@velo/api-client';
import { Button, EmptyState, FilterBar, LinkButton, MessageTemplateList, PageHeader, SearchField } from '@velo/design-system';
import { noResultsFound } from '@velo/domain';
import { messageTemplateFilterRule, messageTemplateFilters } from '../../data/messageTemplates.ts';
import { useList } from '../../lists/useList.ts';
import { messageTemplateEditHref, messageTemplateShowHref } from './messageTemplateHrefs.ts';

/** /message-templates (admin): the templates by name, searched by name or subject; a table, or cards on a narrow screen. */
export default function MessageTemplatesPage() {
  const list = useList(getMessageTemplateList, {
    fields: messageTemplateListFields,
    filters: messageTemplateFilters,
    filterRule: messageTemplateFilterRule,
    sorting: 'Name ASC',
  });
  return (
    <>
      <PageHeader
        title="Message Templates"
        actions={
          <LinkButton variant="primary" href="/message-templates/create">
            Create new
          </LinkButton>
        }
      />
      <FilterBar label="Search message templates">
        <SearchField label="Search" value={list.filters.search} onChange={(typed) => list.setFilters({ search: typed })} />
      </FilterBar>
      <MessageTemplateList
        templates={list.error ? [] : list.items}
        showHref={messageTemplateShowHref}
        editHref={messageTemplateEditHref}
        isLoading={list.isLoading}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.setSortDescriptor}
        page={list.page}
        pageSize={list.pageSize}
        totalCount={list.totalCount}
        isTotalCapped={list.isTotalCapped}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        emptyState={
          list.error ? (
            <EmptyState
              title="The message templates could not be loaded"
              description={list.error.message}
              action={<Button onPress={list.retry}>Try again</Button>}
            />
          ) : (
            <EmptyState title={noResultsFound} />
          )
        }
      />
    </>
  );
}
