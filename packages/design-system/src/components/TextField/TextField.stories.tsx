import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Form } from '../Form/index.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Location name', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. Central Station' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Location name' });
    await userEvent.type(input, 'Storo');
    await expect(input).toHaveValue('Storo');
    await expect(args.onChange).toHaveBeenLastCalledWith('Storo');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to cyclists in the app.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Location name' });
    await expect(input).toHaveAccessibleDescription('Shown to cyclists in the app.');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'X',
    description: 'Shown to cyclists in the app.',
    errorMessage: 'Use at least 3 characters.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Location name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Use at least 3 characters.');
  },
};

const submitted = fn().mockName('submitted');

/** Required inside a form: submitting it empty shows the message and keeps the submit from happening. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Enter a location name.' },
  render: (args) => (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('name'));
      }}
    >
      <TextField {...args} name="name" />
      <Button type="submit" variant="primary">
        Save
      </Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Location name' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a location name.')).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, 'Storo');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(submitted).toHaveBeenCalledWith('Storo');
    await expect(canvas.queryByText('Enter a location name.')).not.toBeInTheDocument();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Oslo S' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Location name' });
    await userEvent.type(input, 'ABC');
    await expect(input).toHaveValue('Oslo S');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Oslo S' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Location name' })).toBeDisabled();
  },
};

/** A text box being typed in shows the focus ring inside its edge, in red while it is invalid. */
export const FocusRing: Story = {
  args: { description: 'Shown to cyclists in the app.' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TextField {...args} />
      <TextField {...args} label="Short name" isInvalid defaultValue="X" errorMessage="Use at least 3 characters." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ringOf = (input: HTMLElement) => {
      const style = getComputedStyle(input);
      return [style.outlineStyle, style.outlineWidth, style.outlineOffset, style.outlineColor];
    };
    const name = canvas.getByRole('textbox', { name: 'Location name' });
    await expect(ringOf(name)[0]).toBe('none');
    await userEvent.click(name);
    // The light theme's focus colour (#0d7c66) and danger colour (#c0312f).
    await expect(ringOf(name)).toEqual(['solid', '2px', '-2px', 'rgb(13, 124, 102)']);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Short name' }));
    await expect(ringOf(canvas.getByRole('textbox', { name: 'Short name' }))).toEqual([
      'solid',
      '2px',
      '-2px',
      'rgb(192, 49, 47)',
    ]);
    await expect(ringOf(name)[0]).toBe('none');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Shown to cyclists in the app.', placeholder: 'e.g. Central Station' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TextField {...args} />
      <TextField {...args} label="Short name" isInvalid defaultValue="X" errorMessage="Use at least 3 characters." />
      <TextField {...args} label="City" isDisabled defaultValue="Oslo" />
      <TextField {...args} label="Country" isReadOnly defaultValue="Norway" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Location name' });
    await expect(name).toHaveAccessibleDescription('Shown to cyclists in the app.');
    // Inputs sit on the dark surface (#151c23).
    await expect(getComputedStyle(name).backgroundColor).toBe('rgb(21, 28, 35)');
    await userEvent.type(name, 'Storo');
    await expect(name).toHaveValue('Storo');
    await expect(canvas.getByRole('textbox', { name: 'Short name' })).toHaveAccessibleDescription('Use at least 3 characters.');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly');
  },
};
