import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { landscapePng } from '../ImagePicker/imageSamples.ts';
import { MessageTemplateDetails } from './MessageTemplateDetails.tsx';

const meta = {
  title: 'Content/MessageTemplateDetails',
  component: MessageTemplateDetails,
  args: {
    template: {
      id: 7,
      name: 'WelcomeEmail',
      languageName: 'Norsk',
      subject: 'Velkommen til Nordlys Parkering, {{UserName}}',
      client: { name: 'Nordlys Parkering AS' },
      copyAllowed: true,
      creationTime: '2025-03-02T09:30:00Z',
      lastModificationTime: null,
      text:
        '<h2>Velkommen!</h2><p>Hei {{UserName}}, kontoen din er klar.</p>' +
        '<img src=x onerror="window.__templateXss = true"><script>window.__templateXss = true</script>',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageTemplateDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details, the text as formatted (an image or script in it never shows nor runs) and its placeholders. */
export const Show: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Velkommen!' })).toBeVisible();
    await expect(canvas.getByText('Nordlys Parkering AS')).toBeVisible();
    await expect(canvas.getByText('Yes')).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect((window as { __templateXss?: boolean }).__templateXss).toBeUndefined();
    const chips = within(canvas.getByRole('list', { name: 'Placeholders the server fills in' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['{{UserName}}']);
  },
};

/** With its image: shown under the text, named for the template. */
export const WithImage: Story = {
  args: { image: landscapePng },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Image' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Attached to WelcomeEmail' })).toHaveAttribute('src', landscapePng);
  },
};

/** An image on its way: its card says so until it comes. */
export const ImageLoading: Story = {
  args: { isImageLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Image' })).toBeVisible();
    await expect(canvas.getByText('Loading the image')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
