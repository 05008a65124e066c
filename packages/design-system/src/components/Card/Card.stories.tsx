import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { spaceScale } from '../../styles/layout.ts';
import { darkSurface, expectDarkTheme, lightSurface } from '../../testing/theme.ts';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Card, cardHeadingLevels } from './Card.tsx';

const onEdit = fn();

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Opening hours',
    description: 'When cyclists can open the doors.',
    actions: (
      <Button size="sm" onPress={onEdit}>
        Edit
      </Button>
    ),
    children: <p>Every day, 06:00–23:00.</p>,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
    padding: { control: 'select', options: spaceScale },
  },
  beforeEach: () => onEdit.mockClear(),
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) => canvasElement.querySelector('section')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = cardOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
    await expect(canvas.getByText('When cyclists can open the doors.')).toBeVisible();
    await expect(getComputedStyle(card).backgroundColor).toBe(lightSurface);
    await expect(getComputedStyle(card).borderRadius).toBe('10px');

    const edit = canvas.getByRole('button', { name: 'Edit' });
    await expect(edit.getBoundingClientRect().right).toBe(
      card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight) - 1,
    );
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalledOnce();
  },
};

export const ContentOnly: Story = {
  args: { title: undefined, description: undefined, actions: undefined, padding: 4 },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).queryByRole('heading')).not.toBeInTheDocument();
    await expect(getComputedStyle(card).padding).toBe('16px');
    await expect(within(card).getByText('Every day, 06:00–23:00.').getBoundingClientRect().top).toBe(
      card.getBoundingClientRect().top + 17,
    );
  },
};

/** Inside a titled section, a card's title is one level down. */
export const NestedHeading: Story = {
  args: { headingLevel: 3, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Opening hours' })).toBeVisible();
  },
};

const saved = fn();

/** A detail page's form, composed of Card, Form and Inline: no page CSS. */
export const FormInACard: Story = {
  args: {
    title: 'Location',
    description: undefined,
    actions: undefined,
    children: (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          saved(new FormData(event.currentTarget).get('name'));
        }}
      >
        <TextField label="Name" name="name" defaultValue="Bryggen sykkelhotell" />
        <TextField label="City" name="city" defaultValue="Bergen" />
        <Inline gap={3} justify="end">
          <Button>Cancel</Button>
          <Button type="submit" variant="primary">
            Save
          </Button>
        </Inline>
      </Form>
    ),
  },
  beforeEach: () => saved.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const city = canvas.getByRole('textbox', { name: 'City' });
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    await expect(save.top).toBe(cancel.top);
    await expect(save.left - cancel.right).toBe(12);
    await expect(city.getBoundingClientRect().left).toBe(name.getBoundingClientRect().left);

    await userEvent.clear(name);
    await userEvent.type(name, 'Bryggen{Enter}');
    await expect(saved).toHaveBeenCalledWith('Bryggen');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(getComputedStyle(cardOf(canvasElement)).backgroundColor).toBe(darkSurface);
    await expect(within(canvasElement).getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  },
};

/** The sections of a detail page: cards one under the other. */
export const DetailPage: Story = {
  render: () => (
    <Stack gap={6}>
      <Card title="Location" actions={<Button size="sm">Edit</Button>}>
        <p>Bryggen sykkelhotell, Bergen</p>
      </Card>
      <Card title="Doors" description="24 doors, 21 active.">
        <p>Door details are listed under the locations list.</p>
      </Card>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [location, doors] = [...canvasElement.querySelectorAll('section')].map((section) => section.getBoundingClientRect());
    await expect(
      within(canvasElement)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Location', 'Doors']);
    await expect(doors!.top - location!.bottom).toBe(24);
  },
};
