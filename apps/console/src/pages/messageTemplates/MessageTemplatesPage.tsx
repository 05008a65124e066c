import { getMessageTemplateList, messageTemplateListFields } from '@velo/api-client';
import { EmptyState, FilterBar, LinkButton, MessageTemplateList, PageHeader, SearchField } from '@velo/design-system';
import { noResultsFound } from '@velo/domain';
import { messageTemplateFilterRule, messageTemplateFilters } from '../../data/messageTemplates.ts';
import { listViewProps } from '../../lists/ListTable.tsx';
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
  const { rows, ...viewProps } = listViewProps(list, 'message templates', <EmptyState title={noResultsFound} />);
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
        {...viewProps}
        templates={rows}
        showHref={messageTemplateShowHref}
        editHref={messageTemplateEditHref}
      />
    </>
  );
}
