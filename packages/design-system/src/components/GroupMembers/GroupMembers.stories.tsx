import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GroupMembers, type GroupMemberRow } from './GroupMembers.tsx';

const members: GroupMemberRow[] = [
  { id: 1201, name: 'Nora', surname: 'Hansen', userName: '4791234567' },
  { id: 1202, name: 'Emil', surname: 'Olsen', userName: '4792345678' },
  { id: 1203, name: 'Sofie', surname: 'Larsen', userName: '4743456789' },
];

const meta = {
  title: 'Groups/GroupMembers',
  component: GroupMembers,
  args: {
    rows: members,
    totalCount: 3,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onAddUsers: fn(),
  },
} satisfies Meta<typeof GroupMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: Add User above, Remove on each member. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Name',
      'User name',
      'Actions',
    ]);
    await expect(canvas.getByRole('rowheader', { name: 'Emil Olsen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onAddUsers).toHaveBeenCalled();
  },
};

/** Remove asks first and waits for the removal. */
export const Remove: Story = {
  args: { onRemove: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Sofie Larsen' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove Sofie Larsen from the group?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(members[2]);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A client administrator reads the members: no Add User, no Remove. */
export const ReadOnly: Story = {
  args: { onRemove: undefined, onAddUsers: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  },
};

export const Paged: Story = {
  args: { totalCount: 43, page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11–20 of 43')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No users added' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], totalCount: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading members')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
