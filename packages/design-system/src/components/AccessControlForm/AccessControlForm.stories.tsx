import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccessControlForm } from './AccessControlForm.tsx';

const clients = [
  { id: 7, name: 'Bergen Sykkelparkering' },
  { id: 12, name: 'Oslo Bysykkel' },
];
const groups = [
  { id: 3, name: 'Residents' },
  { id: 5, name: 'Staff' },
  { id: 9, name: 'Students' },
];

const meta = {
  title: 'Locations/AccessControlForm',
  component: AccessControlForm,
  args: { value: null, clients, groups, canChangeClient: true, onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccessControlForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved = {
  accessControlType: 1,
  clientId: 12,
  isActive: true,
  openFrom: '07:30',
  openTo: '23:15',
  allDay: false,
  groupIds: [3, 9],
} as const;
const savedValue = { ...saved, groupIds: [...saved.groupIds] };

/** The time field's group, named by its label; its text is the shown time. */
const timeOf = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('group', { name: label });
const hourOf = (canvasElement: HTMLElement, label: string) => within(timeOf(canvasElement, label)).getAllByRole('spinbutton')[0]!;

/** A new location's defaults; a client is typed and chosen. */
export const NewLocation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /Access type/ })).toHaveTextContent('Public');
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveAttribute('placeholder', 'No client');
    await expect(canvas.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'All day' })).not.toBeChecked();
    await expect(timeOf(canvasElement, 'Open from')).toHaveTextContent('06:00');
    await expect(timeOf(canvasElement, 'Open to')).toHaveTextContent('22:00');
    await expect(canvas.getByRole('button', { name: /Groups/ })).toHaveTextContent('No groups');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'bergen');
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'Bergen Sykkelparkering' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      accessControlType: 0,
      clientId: 7,
      isActive: false,
      openFrom: '06:00',
      openTo: '22:00',
      allDay: false,
      groupIds: [],
    });
  },
};

/** A saved access control with two groups; a third is chosen from the list (kept in the list's order) and the client removed. */
export const EditWithGroups: Story = {
  args: { value: savedValue },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /Access type/ })).toHaveTextContent('Private');
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveValue('Oslo Bysykkel');
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(timeOf(canvasElement, 'Open from')).toHaveTextContent('07:30');
    await expect(timeOf(canvasElement, 'Open to')).toHaveTextContent('23:15');
    const groupsButton = canvas.getByRole('button', { name: /Groups/ });
    await expect(groupsButton).toHaveTextContent('Residents and Students');

    await userEvent.click(groupsButton);
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Residents' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Staff' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Staff' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(groupsButton).toHaveTextContent('Residents, Staff, and Students');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear Client' }));
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      accessControlType: 1,
      clientId: null,
      isActive: true,
      openFrom: '07:30',
      openTo: '23:15',
      allDay: false,
      groupIds: [3, 5, 9],
    });
  },
};

/** Typing a time: the hours segment takes two digits, then the minutes. */
export const TypeHours: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(hourOf(canvasElement, 'Open from'));
    await userEvent.keyboard('0545');
    await expect(timeOf(canvasElement, 'Open from')).toHaveTextContent('05:45');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ openFrom: '05:45', openTo: '22:00' }));
  },
};

/** All day disables both times; a closing before the opening then passes, the times saved as they are. */
export const AllDay: Story = {
  args: { value: { ...savedValue, openFrom: '22:00', openTo: '06:00' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const spin of within(timeOf(canvasElement, 'Open to')).getAllByRole('spinbutton')) {
      await expect(spin).not.toHaveAttribute('aria-disabled');
    }
    await userEvent.click(canvas.getByText('All day'));
    await expect(canvas.getByRole('checkbox', { name: 'All day' })).toBeChecked();
    for (const label of ['Open from', 'Open to']) {
      for (const spin of within(timeOf(canvasElement, label)).getAllByRole('spinbutton')) {
        await expect(spin).toHaveAttribute('aria-disabled', 'true');
      }
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedValue, openFrom: '22:00', openTo: '06:00', allDay: true });
  },
};

/** Opening at or after the closing is refused under Open to, with the form's message; nothing is saved. */
export const InvalidHours: Story = {
  args: { value: { ...savedValue, openFrom: '18:00', openTo: '09:00' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Open to must be after Open from')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(canvas.getByText('Open to must be after Open from')).toBeVisible();
    await expect(timeOf(canvasElement, 'Open to')).toHaveAttribute('data-invalid', 'true');
    await expect(timeOf(canvasElement, 'Open from')).not.toHaveAttribute('data-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(hourOf(canvasElement, 'Open to'));
    await userEvent.keyboard('18');
    await expect(timeOf(canvasElement, 'Open to')).toHaveTextContent('18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Open to must be after Open from')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(hourOf(canvasElement, 'Open to'));
    await userEvent.keyboard('19');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByText('Open to must be after Open from')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedValue, openFrom: '18:00', openTo: '19:00' });
  },
};

/** A cleared time reads "Required" (React Aria keeps a partly cleared time's last whole value until every segment is empty). */
export const MissingTime: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(hourOf(canvasElement, 'Open from'));
    await userEvent.keyboard('{Backspace}{Backspace}{ArrowRight}{Backspace}{Backspace}');
    await expect(timeOf(canvasElement, 'Open from')).toHaveTextContent('––:––');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(within(canvasElement).getByText('Required')).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const allDayLocation = {
  ...savedValue,
  allDay: true,
  openFrom: null,
  openTo: null,
  id: 12,
  name: 'Solsiden',
  concurrencyStamp: 'b2',
};

/**
 * A whole location given as the value, open all day with no hours: unticking All day offers 06:00 to 22:00,
 * and Save sends the access control's fields only.
 */
export const AllDayWithoutHours: Story = {
  args: { value: allDayLocation },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('All day'));
    await expect(timeOf(canvasElement, 'Open from')).toHaveTextContent('06:00');
    await expect(timeOf(canvasElement, 'Open to')).toHaveTextContent('22:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedValue, allDay: false, openFrom: '06:00', openTo: '22:00' });
  },
};

export const Pending: Story = {
  args: { value: savedValue, isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A returned promise keeps Save pending until it settles. */
export const SaveRunning: Story = {
  args: { value: savedValue },
  play: async ({ args, canvasElement }) => {
    let finish = () => {};
    args.onSave.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
    finish();
    await waitFor(() => expect(save).not.toHaveAttribute('data-pending'));
  },
};

/** Without the ability to change the client, it reads as text and stays with the save. */
export const ClientNotChangeable: Story = {
  args: { value: savedValue, canChangeClient: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    const client = canvas.getByRole('textbox', { name: 'Client' });
    await expect(client).toHaveValue('Oslo Bysykkel');
    await expect(client).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByText('Active'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedValue, isActive: false });
  },
};

export const ClientNotChangeableWithoutClient: Story = {
  args: { value: { ...savedValue, clientId: null }, canChangeClient: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Client' })).toHaveValue('Not assigned to any client');
  },
};

/** Read access: no Save, nothing changes. */
export const ReadOnly: Story = {
  args: { value: savedValue, canChangeClient: false, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Client' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Access type/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Groups/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Groups/ })).toHaveTextContent('Residents and Students');
    await expect(hourOf(canvasElement, 'Open from')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('Active'));
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeChecked();
    await userEvent.click(canvas.getByText('All day'));
    await expect(canvas.getByRole('checkbox', { name: 'All day' })).not.toBeChecked();
    await userEvent.click(hourOf(canvasElement, 'Open from'));
    await userEvent.keyboard('09');
    await expect(timeOf(canvasElement, 'Open from')).toHaveTextContent('07:30');
  },
};

/** Read access with the ability to change the client still shows it as text. */
export const ReadOnlyDespiteClientChoice: Story = {
  args: { value: savedValue, canChangeClient: true, isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Client' })).toHaveValue('Oslo Bysykkel');
  },
};
