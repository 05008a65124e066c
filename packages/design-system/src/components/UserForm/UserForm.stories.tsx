import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../Select/index.ts';
import { UserForm, type UserFormUser } from './UserForm.tsx';

const administrator: UserFormUser = {
  id: 42,
  userName: 'kari.nordmann',
  name: 'Kari',
  middlename: 'Elise',
  surname: 'Nordmann',
  emailAddress: 'kari.nordmann@nordlysparkering.no',
  phoneNumber: '4792233445',
  gender: 1,
  languageId: 2,
  roleId: 1,
  accessLevel: 1,
  isAdmin: true,
  fiatBalance: 0,
  creationTime: '2025-03-14T09:30:00.000Z',
};

const endUser: UserFormUser = {
  ...administrator,
  id: 1207,
  userName: '4791234567',
  name: 'Nora',
  middlename: null,
  surname: 'Hansen',
  emailAddress: null,
  phoneNumber: '4791234567',
  roleId: null,
  accessLevel: 0,
  isAdmin: false,
  fiatBalance: 125.5,
};

const meta = {
  title: 'Users/UserForm',
  component: UserForm,
  args: { value: null, onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });
const passwordField = (canvas: Canvas, name: string) => canvas.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function choose(canvas: Canvas, body: Canvas, select: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: select }));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A new user: both tabs, English, Support; Save hands over trimmed texts and the password. */
export const NewUser: Story = {
  args: { showRole: true, showAccessLevel: true, saveLabel: 'Create' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('tab', { name: 'User Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Id' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Support');
    await expect(canvas.getByRole('button', { name: /Access Level/ })).toHaveTextContent('Full Access');

    await userEvent.type(textbox(canvas, 'User Name'), ' lars.berg ');
    await userEvent.type(textbox(canvas, 'Name'), 'Lars');
    await userEvent.type(textbox(canvas, 'Surname'), ' Berg');
    await userEvent.type(textbox(canvas, 'Email Address'), 'lars.berg@velo.no');
    await choose(canvas, body, /Gender/, 'Male');
    await choose(canvas, body, /Role/, 'Administrator');
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Allowed specials are !@#$&');
    await userEvent.type(passwordField(canvas, 'New Password'), 'Sykkel2025!');
    await userEvent.type(passwordField(canvas, 'Repeat Password'), 'Sykkel2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      userName: 'lars.berg',
      name: 'Lars',
      middlename: null,
      surname: 'Berg',
      emailAddress: 'lars.berg@velo.no',
      phoneNumber: null,
      gender: 0,
      languageId: 1,
      roleId: 1,
      accessLevel: 2,
      fiatBalance: 0,
      password: 'Sykkel2025!',
    });
  },
};

/** Save with nothing filled in: each required field says so, both tabs read red, and nothing is saved. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvas, 'Email Address'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(canvas.getByRole('tab', { name: 'User Details (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await expect(textbox(canvas, 'Name')).toHaveAccessibleDescription('This field is required');
    await expect(textbox(canvas, 'Email Address')).toHaveAccessibleDescription('Please enter a valid email address');

    await userEvent.click(canvas.getByRole('tab', { name: 'Password (has errors)' }));
    await userEvent.type(passwordField(canvas, 'New Password'), 'sykkel');
    await userEvent.type(passwordField(canvas, 'Repeat Password'), 'sykkel1');
    await expect(passwordField(canvas, 'New Password')).toHaveAccessibleDescription(
      'Must be at least 8 characters long; needs an upper-case and a lower-case letter; needs a digit or one of . # $ ! * @ &.',
    );
    await expect(passwordField(canvas, 'Repeat Password')).toHaveAccessibleDescription('New & confirm passwords do not match');
  },
};

/** Refused on the Password tab with the details broken: the form shows User Details, where the problem is. */
export const InvalidShowsTheTabWithTheProblem: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await userEvent.type(passwordField(canvas, 'New Password'), 'Sykkel2025!');
    await userEvent.type(passwordField(canvas, 'Repeat Password'), 'Sykkel2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'User Details (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toBeInTheDocument();
  },
};

/** An administrator's edit: id, user name and creation time read-only; the password may stay as it is. */
export const EditAdministrator: Story = {
  args: { value: administrator, showAccessLevel: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(textbox(canvas, 'Id')).toHaveAttribute('readonly');
    await expect(textbox(canvas, 'Id')).toHaveValue('42');
    await expect(textbox(canvas, 'User Name')).toHaveAttribute('readonly');
    await expect(textbox(canvas, 'Creation Time')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: 'Balance' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Role/ })).not.toBeInTheDocument();
    await userEvent.clear(textbox(canvas, 'Surname'));
    await userEvent.type(textbox(canvas, 'Surname'), 'Nordmann-Lie');
    await choose(canvas, body, /Access Level/, 'Full Access');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ surname: 'Nordmann-Lie', accessLevel: 2, password: null, middlename: 'Elise' }),
    );
  },
};

/** An end user's edit shows the balance, in NOK with two decimals; no access level. */
export const EditEndUser: Story = {
  args: { value: endUser },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = textbox(canvas, 'Balance');
    await expect(balance).toHaveValue('125.50');
    await expect(canvas.queryByRole('button', { name: /Access Level/ })).not.toBeInTheDocument();
    await userEvent.clear(balance);
    await userEvent.type(balance, '80');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ fiatBalance: 80, emailAddress: null, password: null }),
    );
  },
};

/** Without edit access: every field read-only, no tabs (no Password) and no Save. */
export const ReadOnly: Story = {
  args: { value: administrator, canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Name', 'Surname', 'Email Address', 'Phone Number'])
      await expect(textbox(canvas, name)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeDisabled();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** While saving, the fields are disabled and Save shows it is busy. */
export const Loading: Story = {
  args: { value: administrator, isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Name')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** The caller's client choice sits among the details; Cancel leaves. */
export const WithClientPicker: Story = {
  args: {
    clientPicker: (
      <Select
        label="Client"
        items={[
          { id: 1, label: 'Nordlys Parkering AS' },
          { id: 2, label: 'Vestland Sykkeldrift AS' },
        ]}
        defaultSelectedKey={1}
      />
    ),
    onCancel: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Client/ })).toHaveTextContent('Nordlys Parkering AS');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Editing a user, the Password tab says that both fields left empty keep the current password. */
export const EditPasswordTab: Story = {
  args: { value: endUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Leave both fields empty to keep the current password.');
  },
};
