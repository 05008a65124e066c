import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TermsReader, type TermsReaderProps } from './TermsReader.tsx';

const texts: Record<number, string> = {
  1: '<h1>Terms and conditions</h1><p>These terms apply when you rent a space.</p><ul><li>Close the door.</li><li>Store only bicycles.</li></ul>',
  2: '<h1>Vilkår og betingelser</h1><p>Disse vilkårene gjelder når du leier en plass.</p>',
};

function Switching(props: TermsReaderProps) {
  const [languageId, setLanguageId] = useState(props.languageId);
  return (
    <TermsReader
      {...props}
      languageId={languageId}
      html={props.html === undefined ? undefined : texts[languageId]}
      onLanguageChange={(id) => {
        setLanguageId(id);
        props.onLanguageChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Content/TermsReader',
  component: TermsReader,
  render: (args) => <Switching {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Terms and conditions',
    languages: [
      { id: 1, label: 'English', code: 'en' },
      { id: 2, label: 'Norsk', code: 'nb' },
    ],
    languageId: 1,
    html: texts[1],
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof TermsReader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text in the chosen language; the switch says which is on and changes it. */
export const SwitchLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const norsk = canvas.getByRole('button', { name: 'Norsk' });
    await expect(norsk).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(norsk);
    await expect(args.onLanguageChange).toHaveBeenCalledWith(2);
    await expect(norsk).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vilkår og betingelser' })).toBeVisible();
    await expect(canvas.getByRole('main').closest('[lang]')).toHaveAttribute('lang', 'nb');
  },
};

export const Loading: Story = {
  args: { html: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent('Terms and conditions');
  },
};

export const Failed: Story = {
  args: { error: 'The terms could not be loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'The terms could not be loaded' })).toBeVisible();
  },
};

/** On a phone the text keeps its margins and nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
