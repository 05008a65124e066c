import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withRouter } from '../../testing/storyRouter.tsx';
import { AdministratorsTable, type AdministratorRow } from './AdministratorsTable.tsx';

const kari: AdministratorRow = {
  id: 4,
  name: 'Kari',
  surname: 'Nordmann',
  emailAddress: 'kari.nordmann@nordlysparkering.no',
  isAdmin: true,
};
const siri: AdministratorRow = {
  id: 3012,
  name: 'Siri',
  surname: 'Leder',
  emailAddress: 'siri@nordlysparkering.no',
  isAdmin: true,
};
const jakob: AdministratorRow = { id: 88, name: 'Jakob', surname: 'Hansen', emailAddress: null, isAdmin: false };

const meta = {
  title: 'Clients/AdministratorsTable',
  component: AdministratorsTable,
  decorators: [withRouter],
  beforeEach: () => navigate.mockClear(),
  args: {
    rows: [kari, siri, jakob],
    totalCount: 3,
    page: 1,
    onPageChange: fn(),
    onRetry: fn(),
    currentUserId: kari.id,
    editHref: (row: AdministratorRow) => `/users/${row.id}`,
    onDelete: fn(),
  },
} satisfies Meta<typeof AdministratorsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(text) }));

/** ID, NAME, EMAIL, ROLE; Edit on every row, Delete on other administrators only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'NAME',
      'EMAIL',
      'ROLE',
      'Actions',
    ]);
    const own = rowOf(canvasElement, 'Kari Nordmann');
    await expect(own.getByRole('rowheader')).toHaveTextContent('Kari Nordmann');
    await expect(own.getByText('Administrator')).toBeVisible();
    await expect(own.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Siri Leder').getByRole('button', { name: 'Delete Siri Leder' })).toBeVisible();
    const endUser = rowOf(canvasElement, 'Jakob Hansen');
    await expect(endUser.getByText('End User')).toBeVisible();
    await expect(endUser.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(endUser.getByRole('link', { name: 'Edit Jakob Hansen' }));
    await expect(navigate).toHaveBeenCalledWith('/users/88', undefined);
    await expect(canvas.getByText('1–3 of 3')).toBeVisible();
  },
};

/** Delete asks first, under the administrator's name, and waits for the deletion. */
export const Delete: Story = {
  args: { onDelete: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(rowOf(canvasElement, 'Siri Leder').getByRole('button', { name: 'Delete Siri Leder' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete administrator Siri Leder' }));
    await waitFor(() => expect(dialog.getByText('Siri Leder will no longer be able to sign in.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(siri);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(rowOf(canvasElement, 'Siri Leder').getByRole('button', { name: 'Delete Siri Leder' }));
    const dialog = within(await body.findByRole('alertdialog'));
    // A destructive dialog starts on the safe choice.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Ten a page, 1-based. */
export const Paged: Story = {
  args: {
    rows: Array.from({ length: 10 }, (_, index) => ({ ...siri, id: 100 + index, surname: `Leder ${index + 11}` })),
    totalCount: 23,
    page: 2,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11–20 of 23')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Rows per page/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Administrators added' })).toBeVisible();
  },
};

/** Read access: the list, no Edit, no Delete. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  },
};

/** Without onDelete (no full access), Edit only. */
export const EditOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Edit/ })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], totalCount: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading administrators')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The administrators could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
