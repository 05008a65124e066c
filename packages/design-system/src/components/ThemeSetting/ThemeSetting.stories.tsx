import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSetting, type ThemeName, type ThemeSettingProps } from './ThemeSetting.tsx';

/** Keeps the choice, as the console's theme does. */
function Controlled(props: ThemeSettingProps) {
  const [theme, setTheme] = useState<ThemeName>(props.value);
  return (
    <ThemeSetting
      {...props}
      value={theme}
      onChange={(next) => {
        setTheme(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Settings/ThemeSetting',
  component: ThemeSetting,
  args: { value: 'light', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ThemeSetting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'LIGHT' })).toBeChecked();
    await userEvent.click(canvas.getByText('DARK'));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'DARK' })).toBeChecked();
  },
};

/** The arrow keys move the choice, as in any radio group. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'LIGHT' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'DARK' })).toBeChecked();
  },
};

/** With DARK chosen, LIGHT switches back. */
export const SwitchBackToLight: Story = {
  args: { value: 'dark' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'DARK' })).toBeChecked();
    await userEvent.click(canvas.getByText('LIGHT'));
    await expect(args.onChange).toHaveBeenCalledWith('light');
    await expect(canvas.getByRole('radio', { name: 'LIGHT' })).toBeChecked();
  },
};
