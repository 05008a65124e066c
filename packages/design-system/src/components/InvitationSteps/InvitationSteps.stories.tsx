import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { virtualizeUnderVitest } from '../../testing/virtualizer.ts';
import { InvitationSteps } from './InvitationSteps.tsx';

const meta = {
  title: 'Public/InvitationSteps',
  component: InvitationSteps,
  args: {
    onSendCode: fn(async () => {}),
    onVerify: fn(async () => {}),
    termsHref: '#/terms&conditions',
  },
  // A phone's width (390 px) inside the public pages' frame.
  render: (args) => (
    <div style={{ width: 390 }}>
      <AuthLayout tagline="Sykkelparkering for arbeidsplassen din">
        <InvitationSteps {...args} />
      </AuthLayout>
    </div>
  ),
  beforeEach: () => virtualizeUnderVitest(),
} satisfies Meta<typeof InvitationSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting, in Norwegian, with one button onwards. */
export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Velkommen!' })).toBeVisible();
    await expect(canvas.getByText(/Arbeidsplassen din har valgt sykkelskap/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Få tilgang' }));
    await expect(canvas.getByRole('tab', { name: 'Mobilnummer', selected: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('Norge (+47)');
    await expect(canvas.getByRole('link', { name: 'vilkårene for bruk' })).toHaveAttribute('href', '#/terms&conditions');
  },
};

/** The number goes out in the 00 form; the code tab follows, its Next disabled until a code is typed; then the stores. */
export const WholeFlow: Story = {
  args: { initialStep: 'phone' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a number that is not valid is refused before anything is sent', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Mobilnummer' }), '912');
      await userEvent.click(canvas.getByRole('button', { name: 'Send kode' }));
      await expect(canvas.getByRole('textbox', { name: 'Mobilnummer' })).toHaveAccessibleDescription(
        'Skriv inn et gyldig mobilnummer',
      );
      await expect(args.onSendCode).not.toHaveBeenCalled();
    });
    await step('a Norwegian number is sent as 0047…, and the code tab opens', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Mobilnummer' }), ' 34 567');
      await userEvent.click(canvas.getByRole('button', { name: 'Send kode' }));
      await expect(args.onSendCode).toHaveBeenCalledWith('004791234567');
      await waitFor(() => expect(canvas.getByRole('tab', { name: 'Bekreftelseskode', selected: true })).toBeVisible());
      await expect(canvas.getByText('Vi har sendt en kode på SMS til +4791234567. Koden gjelder i 5 minutter.')).toBeVisible();
    });
    await step('Neste waits for a code', async () => {
      const next = canvas.getByRole('button', { name: 'Neste' });
      await expect(next).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Bekreftelseskode' }), '1234');
      await expect(next).toBeEnabled();
      await userEvent.click(next);
      await expect(args.onVerify).toHaveBeenCalledWith('004791234567', '1234');
    });
    await step('success with both stores', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Du har fått tilgang!' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Last ned i App Store' })).toHaveAttribute(
        'href',
        expect.stringContaining('apple.com'),
      );
      await expect(canvas.getByRole('link', { name: 'Last ned på Google Play' })).toHaveAttribute(
        'href',
        expect.stringContaining('play.google.com'),
      );
    });
  },
};

/** A refused code keeps the code tab for another try. */
export const WrongCode: Story = {
  args: { initialStep: 'code', onVerify: fn(async () => Promise.reject(new Error('Koden er feil. Prøv igjen.'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bekreftelseskode' }), '0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Neste' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Neste' })).toBeEnabled());
    await expect(canvas.getByRole('tab', { name: 'Bekreftelseskode', selected: true })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Du har fått tilgang!' })).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { initialStep: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Du har fått tilgang!' })).toBeVisible();
  },
};
