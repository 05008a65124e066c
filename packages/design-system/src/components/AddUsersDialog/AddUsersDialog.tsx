import { useState } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { addSelectedUsersToGroup, fullName, noResultsFound } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Pagination } from '../DataTable/Pagination.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LoadingState } from '../LoadingState/LoadingState.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Stack } from '../Stack/Stack.tsx';
import type { GroupMemberRow } from '../GroupMembers/GroupMembers.tsx';
import { frame, item, list, person, searchField, searchRow, secondary, selectedCount } from './AddUsersDialog.css.ts';

export interface AddUsersDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape; the caller closes the dialog itself once the users were added. */
  onOpenChange(isOpen: boolean): void;
  /** The page of end users who could join (non-admin users not in the group), for the search asked. */
  users: readonly GroupMemberRow[];
  totalCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  isLoading?: boolean;
  /** Why the page could not be fetched; the list then offers `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  /** The search the page was asked for. */
  search: string;
  /** Runs a search: on Enter in the search box or the search button, never at each key. */
  onSearch(text: string): void;
  /** Adds the chosen users (from any page and search); a returned promise keeps the dialog pending while it runs. */
  onAdd(userIds: number[]): void | Promise<unknown>;
  isPending?: boolean;
}

/**
 * Add User: the end users who could join a group, searched (Enter or the search button) and paged;
 * users ticked on any page stay chosen, and "Add selected Users to the Group" adds them all at once.
 * Every opening starts with nothing chosen.
 */
export function AddUsersDialog({
  isOpen,
  onOpenChange,
  users,
  totalCount,
  page,
  pageSize,
  onPageChange,
  isLoading = false,
  error,
  onRetry,
  search,
  onSearch,
  onAdd,
  isPending = false,
}: AddUsersDialogProps) {
  const [typed, setTyped] = useState(search);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const pending = isPending || adding;

  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setChosen(new Set());
      setTyped(search);
    }
  }

  const onPage = new Set(users.map((user) => user.id));
  const selectedOnPage = new Set([...chosen].filter((id) => onPage.has(id)));

  function choose(selection: Selection) {
    const picked = selection === 'all' ? onPage : new Set([...selection].map(Number));
    setChosen((current) => new Set([...[...current].filter((id) => !onPage.has(id)), ...picked]));
  }

  async function add() {
    const result = onAdd([...chosen]);
    if (!result) return;
    setAdding(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the choice stays for another try.
    } finally {
      setAdding(false);
    }
  }

  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
        Cancel
      </Button>
      <Button variant="primary" onPress={() => void add()} isDisabled={chosen.size === 0} isPending={pending}>
        {addSelectedUsersToGroup}
      </Button>
    </>
  );

  return (
    <Dialog
      title="Add User"
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      isDismissable={!pending}
      actions={actions}
    >
      <Stack gap={4}>
        <div className={searchRow}>
          <SearchField
            label="Search users"
            placeholder="Name, surname or phone number"
            value={typed}
            onChange={setTyped}
            onSubmit={(text) => onSearch(text.trim())}
            onClear={() => onSearch('')}
            className={searchField}
          />
          <Button variant="secondary" isIconOnly aria-label="Search" onPress={() => onSearch(typed.trim())}>
            <Icon name="search" size={16} />
          </Button>
        </div>
        <p className={selectedCount} aria-live="polite">
          {chosen.size === 1 ? '1 user selected' : `${chosen.size} users selected`}
        </p>
        <div className={frame}>
          <GridList
            aria-label="Users who could join"
            selectionMode="multiple"
            selectionBehavior="toggle"
            items={error ? [] : users}
            selectedKeys={selectedOnPage}
            onSelectionChange={choose}
            disabledBehavior="all"
            disabledKeys={pending ? [...onPage] : []}
            data-loading={isLoading || undefined}
            aria-busy={isLoading || undefined}
            className={list}
            renderEmptyState={() =>
              isLoading ? (
                <LoadingState label="Loading users" />
              ) : error ? (
                <EmptyState
                  title="The users could not be loaded"
                  description={error}
                  action={onRetry && <Button onPress={onRetry}>Try again</Button>}
                />
              ) : (
                <EmptyState title={noResultsFound} />
              )
            }
          >
            {(user) => (
              <GridListItem id={user.id} textValue={`${fullName(user)}, ${user.userName}`} className={item}>
                <Checkbox slot="selection" />
                <span className={person}>
                  <span>{fullName(user)}</span>
                  <span className={secondary}>{user.userName}</span>
                </span>
              </GridListItem>
            )}
          </GridList>
          <Pagination page={page} pageSize={pageSize} totalCount={error ? 0 : totalCount} onPageChange={onPageChange} />
        </div>
      </Stack>
    </Dialog>
  );
}
