import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isMenuGroup, roles, sideMenu } from '@velo/domain';
import { expectDarkTheme } from '../../testing/theme.ts';
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

// Written out, not read from iconNames: the side menu's icons and those the tables, forms and shell draw.
const iconsTheProductNeeds = [
  ...['home', 'locations', 'orders', 'groups', 'support', 'events', 'modules', 'clients', 'users'],
  ...['templates', 'terms', 'announcements', 'diagnostics', 'client-info'],
  ...['chevron-left', 'chevron-right', 'chevron-down', 'sort', 'sort-ascending', 'sort-descending'],
  ...['eye', 'eye-off', 'link', 'wrench', 'edit', 'lock', 'search', 'x', 'check', 'alert'],
  ...['menu', 'sun', 'moon', 'settings', 'log-out', 'bicycle', 'trash'],
];

/** Every icon the product needs is there, draws something, and no two draw the same shape. */
export const All: Story = {
  ...gallery,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const drawingOf = (name: string) => {
      const item = items.find((candidate) => candidate.textContent === name);
      return [...(item?.querySelectorAll('svg path') ?? [])].map((path) => path.getAttribute('d') ?? '');
    };

    const drawings = new Map<string, string>();
    for (const name of iconsTheProductNeeds) {
      const paths = drawingOf(name);
      await expect(paths.length, `${name} draws a path`).toBeGreaterThan(0);
      for (const d of paths) await expect(d, `${name} starts each path with a move`).toMatch(/^M\s*\d/);
      const svg = items.find((item) => item.textContent === name)!.querySelector('svg')!;
      const box = svg.querySelector('path')!.getBBox();
      await expect(box.width + box.height, `${name} covers some area`).toBeGreaterThan(4);
      drawings.set(name, paths.join(' '));
    }
    const twins = [...drawings].filter(([name, d]) => [...drawings].some(([other, d2]) => other !== name && d2 === d));
    await expect(twins.map(([name]) => name)).toEqual([]);
  },
};

/** Each side-menu icon the domain names, for every role, is one the design system draws. */
export const SideMenuIcons: Story = {
  ...gallery,
  play: async ({ canvasElement }) => {
    const drawn = new Set(
      within(canvasElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    const menuIcons = roles.flatMap((role) =>
      sideMenu(role).flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]).map((link) => link.icon)),
    );
    await expect(menuIcons.length).toBeGreaterThan(10);
    for (const name of menuIcons) await expect(drawn.has(name), `${name} is drawn`).toBe(true);
  },
};

export const AllDark: Story = {
  ...gallery,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    // Icons take the text colour: the dark theme's primary text (#e5eaef).
    const svg = within(canvasElement).getAllByRole('listitem')[0]!.querySelector('svg')!;
    await expect(getComputedStyle(svg).stroke).toBe('rgb(229, 234, 239)');
  },
};
