import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichTextView } from './RichTextView.tsx';

const terms =
  '<h1>Terms of use</h1><p>By renting a locker you accept these terms.</p><h2>Payment</h2>' +
  '<ol><li>Prices are shown before you pay.</li><li>Refunds go back to the card used.</li></ol>' +
  '<p>Contact <a href="mailto:support@velo.no">support@velo.no</a> or read <a href="https://velo.no/help">our help pages</a>.</p>';

const meta = {
  title: 'Content/RichTextView',
  component: RichTextView,
  args: { html: terms },
} satisfies Meta<typeof RichTextView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists and links as a reader sees them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'our help pages' })).toHaveAttribute('href', 'https://velo.no/help');
  },
};

/** With a label, the text is a region of that name (a show page's "Content"). */
export const Labelled: Story = {
  args: { label: 'Content', html: '<p>Open <strong>every day</strong>.</p>' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Content' });
    await expect(within(region).getByText('every day').tagName).toBe('STRONG');
  },
};

/** What could run or load is dropped before it reaches the page; its text stays. */
export const UnsafeHtmlIsDropped: Story = {
  args: {
    html:
      '<p style="color:red" onclick="window.viewRan=true">Kept</p><img src=x onerror="window.viewRan=true">' +
      '<script>window.viewRan=true</script><iframe src="https://example.com"></iframe>' +
      '<a href="javascript:window.viewRan=true">bad link</a><a href="tel:+4791234567" target="_blank">call</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script, iframe, [style], [onclick]')).toBeNull();
    await expect(within(canvasElement).getByText('Kept')).toBeVisible();
    await expect(within(canvasElement).getByText('bad link')).not.toHaveAttribute('href');
    await expect(within(canvasElement).getByRole('link', { name: 'call' })).toHaveAttribute('rel', 'noopener noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as unknown as { viewRan?: boolean }).viewRan).toBeUndefined();
  },
};
