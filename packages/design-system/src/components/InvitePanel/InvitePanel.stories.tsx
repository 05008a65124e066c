import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkSurface, expectDarkTheme } from '../../testing/theme.ts';
import { InvitePanel } from './InvitePanel.tsx';

const meta = {
  title: 'Locations/InvitePanel',
  component: InvitePanel,
  args: {
    code: 'BRYG-4711',
    inviteBaseUrl: 'https://velo.example/',
    onSend: fn(async (_phoneE164: string) => {}).mockName('onSend'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvitePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The clipboard the stories give the page instead of the browser's, put back after the story. */
const writeText = fn(async (_text: string) => {}).mockName('clipboard.writeText');

function fakeClipboard() {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // The browser's clipboard is a getter on Navigator.prototype: removing ours uncovers it again.
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const linkField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Invite link' });
const numberField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Phone number' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByText('BRYG-4711');
    await expect(getComputedStyle(code).fontFamily).toContain('monospace');
    await expect(linkField(canvasElement)).toHaveValue('https://velo.example/#/invite/BRYG-4711');
    await expect(linkField(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Send the link by SMS' })).toBeVisible();
    // Norway is the default country code.
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('Norway (+47)');
    await expect(numberField(canvasElement)).toHaveValue('');
    await expect(numberField(canvasElement)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const NoCode: Story = {
  args: { code: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No invite code yet')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Invite link' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await expect(numberField(canvasElement)).toBeEnabled();
  },
};

/** The code goes into the link encoded; the link is copied, and "Copied" shows for 2 seconds. */
export const CopyLink: Story = {
  args: { code: 'ØST 12' },
  beforeEach: fakeClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linkField(canvasElement)).toHaveValue('https://velo.example/#/invite/%C3%98ST%2012');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith('https://velo.example/#/invite/%C3%98ST%2012');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByText('Invite link copied')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible(), { timeout: 3000 });
    await expect(canvas.queryByText('Invite link copied')).toBeNull();
  },
};

export const CopyFails: Story = {
  beforeEach: () => {
    const restore = fakeClipboard();
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    return restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith('https://velo.example/#/invite/BRYG-4711');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not copy: select the link and copy it yourself.');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copied' })).toBeNull();
  },
};

let finishSending: () => void = () => {};

export const SendSucceeds: Story = {
  args: {
    onSend: fn(
      (_phoneE164: string) =>
        new Promise<void>((resolve) => {
          finishSending = resolve;
        }),
    ).mockName('onSend'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(numberField(canvasElement), '912 34 567');
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('+4791234567');
    // Pending until the server answers: a second press sends nothing.
    await expect(send).toHaveAttribute('data-pending', 'true');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledOnce();
    finishSending();
    await expect(await canvas.findByText('Subscription link sent to +47 91 23 45 67')).toBeVisible();
    await expect(send).not.toHaveAttribute('data-pending');
    await expect(numberField(canvasElement)).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SendFails: Story = {
  args: { onSend: fn(async (_phoneE164: string) => Promise.reject(new Error('Unknown phone number'))).mockName('onSend') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(numberField(canvasElement), '912 34 567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('+4791234567');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Subscription failed: Unknown phone number$/);
    await expect(numberField(canvasElement)).toHaveValue('912 34 567');
    await expect(canvas.queryByText(/Subscription link sent/)).toBeNull();
  },
};

export const InvalidNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = numberField(canvasElement);
    await userEvent.type(number, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Enter a valid phone number')).toBeVisible();
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('Enter a valid phone number');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Enter in the field submits too, and is refused the same way.
    await userEvent.type(number, '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(number).toHaveValue('12');
  },
};

/** Another country, chosen and sent with the keyboard only. */
export const OtherCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const country = canvas.getByRole('button', { name: /Country code/ });
    country.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Norway (+47)', 'Sweden (+46)', 'Denmark (+45)', 'Finland (+358)', 'Germany (+49)', 'United Kingdom (+44)']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(country).toHaveTextContent('Sweden (+46)');
    await userEvent.tab();
    await expect(numberField(canvasElement)).toHaveFocus();
    await userEvent.keyboard('070-123 45 67{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('+46701234567');
    await expect(await canvas.findByText('Subscription link sent to +46 70 123 45 67')).toBeVisible();
  },
};

/** In the dark theme the text boxes sit on its surface and the code on its sunken one. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(getComputedStyle(numberField(canvasElement)).backgroundColor).toBe(darkSurface);
    // The dark theme's sunken background, #0a0e12.
    await expect(getComputedStyle(within(canvasElement).getByText('BRYG-4711')).backgroundColor).toBe('rgb(10, 14, 18)');
  },
};
