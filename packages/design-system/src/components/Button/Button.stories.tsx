import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkTheme } from '../../testing/theme.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

// Colours are the light theme's, written out: #0d7c66 accent, #ffffff surface, #cdd3db border, #c0312f danger.
const looksOf = (button: HTMLElement) => {
  const style = getComputedStyle(button);
  return { background: style.backgroundColor, border: style.borderTopColor, height: style.height };
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel' });
    await expect(looksOf(button)).toEqual({ background: 'rgb(255, 255, 255)', border: 'rgb(205, 211, 219)', height: '40px' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Clear filters' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Clear filters' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(192, 49, 47)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The small control size: 32px high, 12px either side. */
export const Small: Story = {
  args: { variant: 'primary', size: 'sm' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(looksOf(button)).toEqual({ background: 'rgb(13, 124, 102)', border: 'rgba(0, 0, 0, 0)', height: '32px' });
    await expect(getComputedStyle(button).paddingLeft).toBe('12px');
  },
};

/** Icon-only buttons are square, as wide as the control size is high, and named by aria-label. */
export const IconOnly: Story = {
  args: { variant: 'ghost', isIconOnly: true, 'aria-label': 'Close', children: <Icon name="x" /> },
  render: (args) => (
    <Inline gap={3}>
      <Button {...args} />
      <Button {...args} size="sm" aria-label="Close small" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const md = canvas.getByRole('button', { name: 'Close' }).getBoundingClientRect();
    const sm = canvas.getByRole('button', { name: 'Close small' }).getBoundingClientRect();
    await expect([md.width, md.height]).toEqual([40, 40]);
    await expect([sm.width, sm.height]).toEqual([32, 32]);
  },
};

/** Keyboard focus draws the one focus ring: 2px solid #0d7c66, 2px outside; a click draws none. */
export const FocusRing: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(getComputedStyle(button).outlineStyle).toBe('none');
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const ring = getComputedStyle(button);
    await expect([ring.outlineStyle, ring.outlineWidth, ring.outlineColor, ring.outlineOffset]).toEqual([
      'solid',
      '2px',
      'rgb(13, 124, 102)',
      '2px',
    ]);
  },
};

export const Dark: Story = {
  args: { variant: 'primary' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    // The dark theme's accent (#3dbf9f) with dark text on it (#05201a).
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(61, 191, 159)');
    await expect(getComputedStyle(button).color).toBe('rgb(5, 32, 26)');
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { variant: 'primary', isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Saves, then goes away with what it was in (a dialog closing, sign-in leaving for the console). */
function SaveThenLeave() {
  const [state, setState] = useState<'idle' | 'saving' | 'gone'>('idle');
  const save = () => {
    setState('saving');
    setTimeout(() => setState('gone'), 300);
  };
  if (state === 'gone') return <p>Saved</p>;
  return (
    <Button variant="primary" isPending={state === 'saving'} onPress={save}>
      Save
    </Button>
  );
}

/** The live region's messages that name an element by id: each must still find its element. */
const announcementsNamingMissingElements = () =>
  [...document.querySelectorAll('[aria-live] [aria-labelledby]')].filter((message) =>
    message
      .getAttribute('aria-labelledby')!
      .split(' ')
      .some((id) => !document.getElementById(id)),
  );

export const PendingThenGone: Story = {
  render: () => <SaveThenLeave />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // React Aria announces the focused button going pending by pointing the live region at it.
    await waitFor(() => expect(document.querySelector('[aria-live] [aria-labelledby]')).not.toBeNull());
    await canvas.findByText('Saved');
    await expect(announcementsNamingMissingElements()).toEqual([]);
  },
};
