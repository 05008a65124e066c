import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { MessageTemplateList, type MessageTemplateSummary } from './MessageTemplateList.tsx';

const templates: MessageTemplateSummary[] = [
  {
    id: 1,
    name: 'PasswordResetCode',
    languageName: 'English',
    subject: 'Your Velo password reset code',
    client: null,
    creationTime: '2025-03-01T08:00:00Z',
    lastModificationTime: '2025-04-12T13:45:10Z',
  },
  {
    id: 2,
    name: 'PasswordResetCode',
    languageName: 'Norsk',
    subject: 'Din kode for å tilbakestille passordet i Velo',
    client: null,
    creationTime: '2025-03-01T08:00:00Z',
    lastModificationTime: null,
  },
  {
    id: 3,
    name: 'InvitationSmsCode',
    languageName: 'Norsk',
    subject: null,
    client: null,
    creationTime: '2025-03-01T08:00:00Z',
    lastModificationTime: null,
  },
  {
    id: 7,
    name: 'WelcomeEmail',
    languageName: 'Norsk',
    subject: 'Velkommen til Nordlys Parkering, {{UserName}}',
    client: { name: 'Nordlys Parkering AS' },
    creationTime: '2025-03-02T09:30:00Z',
    lastModificationTime: null,
  },
];

const meta = {
  title: 'Content/MessageTemplateList',
  component: MessageTemplateList,
  args: {
    templates,
    showHref: (template) => `/message-templates/${template.id}/show`,
    editHref: (template) => `/message-templates/${template.id}`,
    emptyState: <EmptyState title="No results found" />,
    page: 1,
    pageSize: 10,
    totalCount: templates.length,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSortChange: fn(),
    sortDescriptor: { column: 'Name', direction: 'ascending' },
  },
} satisfies Meta<typeof MessageTemplateList>;
export default meta;
type Story = StoryObj<typeof meta>;

const atWidth = (width: number) => (Story: () => React.ReactNode) => (
  <div style={{ width }}>
    <Story />
  </div>
);

/** Wide: a table; each row opens the show page, Edit the form; Client reads "All clients" for the product's own. */
export const Table: Story = {
  decorators: [atWidth(1000)],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Message templates' });
    await expect(table).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Message templates' })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(templates.length + 1);
    await expect(rows[1]).toHaveTextContent('PasswordResetCodeEnglishYour Velo password reset codeAll clients12.04.2025');
    await expect(rows[4]).toHaveTextContent('Nordlys Parkering AS');
    await expect(within(rows[2]!).getByRole('link', { name: 'Edit PasswordResetCode (Norsk)' })).toHaveAttribute(
      'href',
      '/message-templates/2',
    );
    await userEvent.click(within(table).getByRole('columnheader', { name: /Language/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'LanguageId', direction: 'ascending' });
  },
};

/** Narrow (a phone's 390 px): the same templates as cards, each with its name as a link, its details and Edit. */
export const NarrowCards: Story = {
  decorators: [atWidth(390)],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Message templates' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(templates.length);
    const welcome = within(cards[3]!);
    await expect(welcome.getByRole('heading', { level: 2, name: 'WelcomeEmail' })).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'WelcomeEmail' })).toHaveAttribute('href', '/message-templates/7/show');
    await expect(cards[3]).toHaveTextContent('ClientNordlys Parkering AS');
    await expect(within(cards[2]!).getByText('—')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    const cardView = canvas.getByRole('list', { name: 'Message templates' }).parentElement!;
    await expect(within(cardView).getByText('1–4 of 4')).toBeVisible();
    // No wider than the phone: nothing scrolls sideways.
    await expect(canvasElement.firstElementChild!.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Empty: Story = {
  decorators: [atWidth(1000)],
  args: { templates: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No results found')[0]).toBeVisible();
  },
};
