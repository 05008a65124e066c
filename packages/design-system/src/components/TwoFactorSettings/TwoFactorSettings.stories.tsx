import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorSettings, type TwoFactorSettingsProps, type TwoFactorState } from './TwoFactorSettings.tsx';

const off: TwoFactorState = { isTwoFactorEnabled: false, phoneNumber: null, authProvider: null };
const bySms: TwoFactorState = { isTwoFactorEnabled: true, phoneNumber: '004791234567', authProvider: 1 };

/** Answers as the server does: what was saved is what the settings then show. */
function Saving(props: TwoFactorSettingsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TwoFactorSettings
      value={value}
      onSave={async (choice) => {
        const saved = await props.onSave(choice);
        if (saved) setValue({ isTwoFactorEnabled: true, ...choice });
        return saved;
      }}
      onRemove={async () => {
        await props.onRemove();
        setValue((current) => ({ ...current, isTwoFactorEnabled: false, authProvider: null }));
      }}
    />
  );
}

const meta = {
  title: 'Settings/TwoFactorSettings',
  component: TwoFactorSettings,
  args: { value: off, onSave: fn(async () => true), onRemove: fn(async () => undefined) },
  render: (args) => <Saving {...args} />,
} satisfies Meta<typeof TwoFactorSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const phoneField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Phone number/ });
const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

/** Off: Enable opens the form, SMS and Norway first; a short number is refused, a good one is sent with 00 and the country code. */
export const Enable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Two-factor authentication is off/)).toBeInTheDocument();
    await userEvent.click(button(canvasElement, 'Enable'));
    await expect(canvas.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /^Country/ })).toHaveValue('Norway (+47)');

    await userEvent.type(phoneField(canvasElement), '9123');
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(phoneField(canvasElement)).toHaveAccessibleDescription('Phone number format is not correct');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(phoneField(canvasElement), '4567');
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(args.onSave).toHaveBeenCalledWith({ authProvider: 1, phoneNumber: '004791234567' });
    await waitFor(() => expect(canvas.getByText('+47 91 23 45 67')).toBeInTheDocument());
    await expect(canvas.getByText('SMS')).toBeInTheDocument();
  },
};

/** On: the method and the number, with Edit and Remove. */
export const On: Story = {
  args: { value: bySms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SMS')).toBeInTheDocument();
    await expect(canvas.getByText('+47 91 23 45 67')).toBeInTheDocument();
    await expect(button(canvasElement, 'Edit')).toBeEnabled();
    await expect(button(canvasElement, 'Remove')).toBeEnabled();
  },
};

/** Edit starts from the saved method and number; switching to e-mail keeps the number. */
export const Edit: Story = {
  args: { value: bySms },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement, 'Edit'));
    await expect(phoneField(canvasElement)).toHaveValue('91234567');
    await userEvent.click(canvas.getByText('E-mail'));
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(args.onSave).toHaveBeenCalledWith({ authProvider: 2, phoneNumber: '004791234567' });
    await waitFor(() => expect(canvas.getByText('E-mail')).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** A refused save (the caller showed why) keeps the form open; Cancel leaves it unchanged. */
export const EditRefused: Story = {
  args: { value: bySms, onSave: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Edit'));
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(args.onSave).toHaveBeenCalled();
    await waitFor(() => expect(button(canvasElement, 'Save')).toBeEnabled());
    await userEvent.click(button(canvasElement, 'Cancel'));
    await expect(within(canvasElement).getByText('+47 91 23 45 67')).toBeInTheDocument();
  },
};

/** Remove asks first, then turns it off. */
export const Remove: Story = {
  args: { value: bySms },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(button(canvasElement, 'Remove'));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove two-factor authentication' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Enable' })).toBeInTheDocument());
  },
};

/** Edit refuses a number too short for the country: the form stays open with the message. */
export const EditInvalidNumber: Story = {
  args: { value: bySms },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Edit'));
    await userEvent.clear(phoneField(canvasElement));
    await userEvent.type(phoneField(canvasElement), '12');
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(phoneField(canvasElement)).toHaveAccessibleDescription('Phone number format is not correct');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
