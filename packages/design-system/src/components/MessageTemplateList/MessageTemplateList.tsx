import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { formatDateTime } from '@velo/domain';
import { DataTable, type DataTableColumn, type SortDescriptor } from '../DataTable/DataTable.tsx';
import { Pagination, type PaginationProps } from '../DataTable/Pagination.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { LoadingState } from '../LoadingState/LoadingState.tsx';
import {
  card,
  cardDetail,
  cardDetails,
  cardTerm,
  cardTitle,
  cards,
  cardView,
  container,
  nameLink,
  tableView,
} from './MessageTemplateList.css.ts';

/** A template as the list shows it; the API's template has all of it. */
export interface MessageTemplateSummary {
  id: number;
  name: string;
  languageName: string;
  subject: string | null;
  client: { name: string } | null;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface MessageTemplateListProps extends PaginationProps {
  templates: readonly MessageTemplateSummary[];
  /** The template's show page. */
  showHref: (template: MessageTemplateSummary) => string;
  /** The template's edit page. */
  editHref: (template: MessageTemplateSummary) => string;
  isLoading?: boolean;
  /** Shown when there are no templates and nothing is loading (e.g. a failure with Try again). */
  emptyState: ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
}

/** Without a client, a template is the product's own. */
const clientOf = (template: MessageTemplateSummary) => template.client?.name ?? 'All clients';
const lastModified = (template: MessageTemplateSummary) => formatDateTime(template.lastModificationTime ?? template.creationTime);

function columns(editHref: MessageTemplateListProps['editHref']): Array<DataTableColumn<MessageTemplateSummary>> {
  return [
    { id: 'Name', header: 'Name', cell: (template) => template.name, isRowHeader: true, allowsSorting: true },
    { id: 'LanguageId', header: 'Language', cell: (template) => template.languageName, allowsSorting: true, width: 120 },
    { id: 'Subject', header: 'Subject', cell: (template) => template.subject ?? '', allowsSorting: true, breaksWords: true },
    { id: 'Client', header: 'Client', cell: clientOf },
    { id: 'LastModificationTime', header: 'Last modified', cell: lastModified, allowsSorting: true, width: 170 },
    {
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 96,
      cell: (template) => (
        <LinkButton
          variant="ghost"
          size="sm"
          href={editHref(template)}
          aria-label={`Edit ${template.name} (${template.languageName})`}
        >
          Edit
        </LinkButton>
      ),
    },
  ];
}

/**
 * The message templates, a server-paged list: a table where the list has room, cards where it has not
 * (it measures its own width, so it suits a phone and a narrow pane alike). A row or a card's name
 * opens the template's show page; Edit opens its form.
 */
export function MessageTemplateList({
  templates,
  showHref,
  editHref,
  isLoading = false,
  emptyState,
  sortDescriptor,
  onSortChange,
  ...paging
}: MessageTemplateListProps) {
  return (
    <div className={container}>
      <div className={tableView}>
        <DataTable
          aria-label="Message templates"
          columns={columns(editHref)}
          rows={templates}
          rowKey={(template) => template.id}
          rowHref={showHref}
          isLoading={isLoading}
          loadingLabel="Loading message templates"
          emptyState={emptyState}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          {...paging}
        />
      </div>
      <div className={cardView}>
        {templates.length === 0 ? (
          isLoading ? (
            <LoadingState label="Loading message templates" />
          ) : (
            emptyState
          )
        ) : (
          <ul className={cards} aria-label="Message templates" aria-busy={isLoading}>
            {templates.map((template) => (
              <li key={template.id} className={card}>
                <h2 className={cardTitle}>
                  <Link className={nameLink} href={showHref(template)}>
                    {template.name}
                  </Link>
                </h2>
                <dl className={cardDetails}>
                  <dt className={cardTerm}>Language</dt>
                  <dd className={cardDetail}>{template.languageName}</dd>
                  <dt className={cardTerm}>Subject</dt>
                  <dd className={cardDetail}>{template.subject || '—'}</dd>
                  <dt className={cardTerm}>Client</dt>
                  <dd className={cardDetail}>{clientOf(template)}</dd>
                  <dt className={cardTerm}>Last modified</dt>
                  <dd className={cardDetail}>{lastModified(template)}</dd>
                </dl>
                <Inline gap={2} justify="end">
                  <LinkButton
                    variant="secondary"
                    size="sm"
                    href={editHref(template)}
                    aria-label={`Edit ${template.name} (${template.languageName})`}
                  >
                    Edit
                  </LinkButton>
                </Inline>
              </li>
            ))}
          </ul>
        )}
        {templates.length > 0 && <Pagination {...paging} />}
      </div>
    </div>
  );
}
