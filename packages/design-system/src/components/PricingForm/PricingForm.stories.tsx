import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PricingForm } from './PricingForm.tsx';

const meta = {
  title: 'Locations/PricingForm',
  component: PricingForm,
  args: { value: null, onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const perInterval = {
  startPriceAmount: 15,
  startPriceDuration: 2,
  mainPriceAmount: 10.5,
  mainPriceDuration: 1,
  maxDailyAmount: 120,
  defaultSubscriptionPrice: 299,
  allowNoVerifiedPayment: true,
};

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** A new pricing opens as a one-time payment, the price empty and the other amounts 0. */
export const NewPricing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'One-time payment' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Per interval' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('NOK');
    await expect(canvas.queryByRole('textbox', { name: 'Start price' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Max per day' })).toHaveValue('0.00');
    await expect(canvas.getByRole('textbox', { name: 'Default monthly subscription price' })).toHaveValue('0.00');
    await expect(canvas.getByRole('checkbox', { name: 'Allow orders without a verified payment' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const EditPerInterval: Story = {
  args: { value: perInterval },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Per interval' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Start price' })).toHaveValue('15.00');
    await expect(canvas.getByRole('textbox', { name: 'Start duration' })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Start duration' })).toHaveAccessibleDescription('hours');
    await expect(canvas.getByRole('textbox', { name: 'Main price' })).toHaveValue('10.50');
    await expect(canvas.getByRole('textbox', { name: 'Main duration' })).toHaveValue('1');
    await expect(canvas.getByRole('textbox', { name: 'Max per day' })).toHaveValue('120.00');
    await expect(canvas.getByRole('textbox', { name: 'Default monthly subscription price' })).toHaveValue('299.00');
    await expect(canvas.getByRole('checkbox', { name: 'Allow orders without a verified payment' })).toBeChecked();
    await replace(canvas.getByRole('textbox', { name: 'Main price' }), '12.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      startPriceAmount: 15,
      startPriceDuration: 2,
      mainPriceAmount: 12.25,
      mainPriceDuration: 1,
      maxDailyAmount: 120,
      defaultSubscriptionPrice: 299,
      allowNoVerifiedPayment: true,
    });
  },
};

export const OneTime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(price, '49');
    await userEvent.tab();
    await expect(price).toHaveValue('49.00');
    await userEvent.click(canvas.getByText('Allow orders without a verified payment'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      startPriceAmount: 49,
      startPriceDuration: 24,
      mainPriceAmount: 49,
      mainPriceDuration: 24,
      maxDailyAmount: 0,
      defaultSubscriptionPrice: 0,
      allowNoVerifiedPayment: true,
    });
  },
};

/** A saved pricing of one amount for 24 hours twice opens as one-time; a price under 1 is refused. */
export const OneTimeRules: Story = {
  args: { value: { ...perInterval, startPriceAmount: 49, startPriceDuration: 24, mainPriceAmount: 49, mainPriceDuration: 24 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'One-time payment' })).toBeChecked();
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveValue('49.00');
    await replace(price, '0.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(price).toHaveAccessibleDescription('Incorrect input');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(args.onSave).not.toHaveBeenCalled();

    // Corrected, the field's message goes at once; the form's stays until the next Save, so nothing above
    // the button moves while the pointer is on its way to it.
    await replace(price, '49');
    await userEvent.tab();
    await expect(price).toHaveAccessibleDescription('NOK');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const PerIntervalRules: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Per interval'));
    await expect(canvas.getByRole('radio', { name: 'Per interval' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start price' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start duration' }), '25');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Main price' }), '0');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Main duration' }), '1');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'Start duration' })).toHaveValue('25');
    await expect(canvas.getByRole('textbox', { name: 'Start duration' })).toHaveAccessibleDescription('Incorrect input');
    await expect(canvas.getByRole('textbox', { name: 'Start duration' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Main price' })).toHaveAccessibleDescription('Incorrect input');
    await expect(canvas.getByRole('textbox', { name: 'Start price' })).toHaveAccessibleDescription('NOK');
    await expect(canvas.getByRole('textbox', { name: 'Main duration' })).toHaveAccessibleDescription('hours');
    await expect(canvas.getAllByText('Incorrect input')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Boundaries: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Per interval'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start price' }), '0');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start duration' }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Main price' }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Main duration' }), '24');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByText('Incorrect input')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      startPriceAmount: 0,
      startPriceDuration: 1,
      mainPriceAmount: 1,
      mainPriceDuration: 24,
      maxDailyAmount: 0,
      defaultSubscriptionPrice: 0,
      allowNoVerifiedPayment: false,
    });
  },
};

export const ReadOnly: Story = {
  args: { value: perInterval, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Start price' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Main duration' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Max per day' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('radiogroup', { name: 'Payment model' })).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('One-time payment'));
    await expect(canvas.getByRole('radio', { name: 'Per interval' })).toBeChecked();
    await userEvent.click(canvas.getByText('Allow orders without a verified payment'));
    await expect(canvas.getByRole('checkbox', { name: 'Allow orders without a verified payment' })).toBeChecked();
  },
};

export const Pending: Story = {
  args: { value: perInterval, isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('data-pending', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A returned promise keeps Save pending until it settles. */
export const SaveRunning: Story = {
  args: { value: perInterval },
  play: async ({ args, canvasElement }) => {
    let finish = () => {};
    args.onSave.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
    finish();
    await waitFor(() => expect(save).not.toHaveAttribute('data-pending'));
  },
};

/** A saved pricing whose main price is emptied is refused, and nothing is saved. */
export const MainPriceEmptied: Story = {
  args: { value: perInterval },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Start price' })).toHaveValue('15.00');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Main price' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'Main price' })).toHaveAccessibleDescription('Incorrect input');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
