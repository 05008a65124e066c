import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GroupMemberRow } from '../GroupMembers/GroupMembers.tsx';
import { AddUsersDialog, type AddUsersDialogProps } from './AddUsersDialog.tsx';

const names = ['Nora Hansen', 'Emil Olsen', 'Sofie Larsen', 'Jakob Berg', 'Ida Dahl', 'Henrik Lund', 'Thea Moen', 'Even Holm'];
const everyone: GroupMemberRow[] = Array.from({ length: 24 }, (_, index) => {
  const [name, surname] = names[index % names.length]!.split(' ') as [string, string];
  return {
    id: 1000 + index,
    name,
    surname: index < names.length ? surname : `${surname} ${index}`,
    userName: `4791${String(index).padStart(6, '0')}`,
  };
});
const pageSize = 10;

/** The dialog over a list the story pages and searches itself, as the console's server would. */
function WithUsers(args: AddUsersDialogProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = everyone.filter((user) =>
    `${user.name} ${user.surname} ${user.userName}`.toLowerCase().includes(search.toLowerCase()),
  );
  return (
    <AddUsersDialog
      {...args}
      users={found.slice((page - 1) * pageSize, page * pageSize)}
      totalCount={found.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      search={search}
      onSearch={(text) => {
        args.onSearch(text);
        setSearch(text);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Groups/AddUsersDialog',
  component: AddUsersDialog,
  render: WithUsers,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onAdd: fn(),
    onSearch: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    users: [],
    totalCount: 0,
    page: 1,
    pageSize,
    search: '',
  },
} satisfies Meta<typeof AddUsersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add User' }));
}
type Dialog = Awaited<ReturnType<typeof openDialog>>;
const addButton = (dialog: Dialog) => dialog.getByRole('button', { name: 'Add selected Users to the Group' });
const row = (dialog: Dialog, name: string) => dialog.getByRole('row', { name: new RegExp(`^${name},`) });

/** Users ticked on several pages are added together. */
export const ChooseOnTwoPages: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(addButton(dialog)).toBeDisabled();
    await expect(dialog.getAllByRole('row')).toHaveLength(10);
    await userEvent.click(row(dialog, 'Nora Hansen'));
    await expect(dialog.getByText('1 user selected')).toBeVisible();
    await userEvent.click(within(row(dialog, 'Emil Olsen')).getByRole('checkbox'));
    await expect(dialog.getByText('2 users selected')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(dialog.getByText('11–20 of 24')).toBeVisible();
    await userEvent.click(dialog.getAllByRole('row')[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Previous page' }));
    await expect(row(dialog, 'Nora Hansen')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('3 users selected')).toBeVisible();
    await userEvent.click(addButton(dialog));
    await expect(args.onAdd).toHaveBeenCalledWith([1000, 1001, 1010]);
  },
};

/** The search runs on Enter or the search button, not while typing; a choice survives it. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(row(dialog, 'Nora Hansen'));
    const box = dialog.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'holm');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(dialog.getAllByRole('row')).toHaveLength(10);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('holm');
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(3));
    await userEvent.clear(box);
    await userEvent.type(box, '479100000');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('479100000');
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(10));
    await userEvent.click(row(dialog, 'Jakob Berg'));
    await userEvent.click(addButton(dialog));
    await expect(args.onAdd).toHaveBeenCalledWith([1000, 1003]);
  },
};

export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search users' }), 'zzz{Enter}');
    await expect(await dialog.findByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

/** While adding, nothing changes and the dialog stays; the caller closes it after. */
export const Adding: Story = {
  args: { onAdd: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(row(dialog, 'Ida Dahl'));
    await userEvent.click(addButton(dialog));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await expect(args.onAdd).toHaveBeenCalledWith([1004]);
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: (args) => <AddUsersDialog {...args} isLoading />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Loading users')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  render: (args) => <AddUsersDialog {...args} error="The server did not answer." />,
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
