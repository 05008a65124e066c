import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Icon, iconNames, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'locations', size: 24 },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { name: 'lock', label: 'Private' },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Private' });
    await expect(svg).not.toHaveAttribute('aria-hidden');
  },
};

const gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: vars.space[4],
        listStyle: 'none',
        margin: 0,
        padding: 0,
        color: vars.color.text.primary,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] }}>
          <Icon {...args} name={name} />
          <span style={{ fontSize: vars.font.size.xs, color: vars.color.text.secondary }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};

export const All: Story = {
  ...gallery,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    // Every name draws something: its first path starts with a move to a point.
    for (const item of items) await expect(item.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d/);
  },
};

export const AllDark: Story = { ...gallery, globals: { theme: 'dark' } };
