import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Form } from './Form.tsx';

const saved = fn().mockName('saved');

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { error: null },
  render: (args) => (
    <Form
      {...args}
      style={{ maxWidth: 400 }}
      onSubmit={(event) => {
        event.preventDefault();
        saved(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField label="Location name" name="name" isRequired errorMessage="Enter a location name." />
      <TextField label="City" name="city" description="Where the parking is." />
      <div>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </div>
    </Form>
  ),
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Location name' }), 'Storo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Oslo');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(saved).toHaveBeenCalledOnce();
    await expect(saved).toHaveBeenCalledWith({ name: 'Storo', city: 'Oslo' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const MissingRequiredField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Oslo');
    await userEvent.keyboard('{Enter}');
    await expect(saved).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Location name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Enter a location name.');
  },
};

export const WithError: Story = {
  args: { error: 'Could not save the location. Please try again.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Could not save the location. Please try again.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Could not save the location. Please try again.' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const alert = within(canvasElement).getByRole('alert');
    // The banner keeps the dark danger tint (#3a1a1b) behind its light red text (#ff9e9a).
    await expect(getComputedStyle(alert).backgroundColor).toBe('rgb(58, 26, 27)');
    await expect(getComputedStyle(alert).color).toBe('rgb(255, 158, 154)');
  },
};
