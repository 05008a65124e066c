import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  announcementImageMaxBytes,
  descriptionTooLong,
  imageTooLarge,
  imageWrongType,
  scheduledTimeRequired,
} from '@velo/domain';
import { fileOf, landscapeFile, landscapePng } from '../ImagePicker/imageSamples.ts';
import { AnnouncementForm, type AnnouncementFormValues } from './AnnouncementForm.tsx';

const winterHours: AnnouncementFormValues = {
  title: 'Winter opening hours',
  description: 'From 1 December the staffed locations open at 07:00 and close at 21:00.',
  content: '<p>From <strong>1 December</strong> the staffed locations open at 07:00.</p>',
  image: landscapePng,
  isPublished: true,
  isScheduled: false,
  scheduledTime: null,
};

const meta = {
  title: 'Announcements/AnnouncementForm',
  component: AnnouncementForm,
  args: { value: null, onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    title: () => canvas.getByRole('textbox', { name: /^Title/ }),
    description: () => canvas.getByRole('textbox', { name: /^Short description/ }),
    content: () => canvas.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 }),
    publish: () => canvas.getByRole('switch', { name: 'Publish' }),
    schedule: () => canvas.getByRole('switch', { name: 'Schedule' }),
    save: () => userEvent.click(canvas.getByRole('button', { name: 'Save' })),
    fileInput: () => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
  };
}

/** Types as the browser does: the rich-text editor takes text from the browser's input events. */
async function typeRichText(editable: HTMLElement, text: string) {
  await userEvent.click(editable);
  document.execCommand('insertText', false, text);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Empty: Save names every required field and says the form is not valid; nothing is saved. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await expect(await form.content()).toBeVisible();
    await expect(form.canvas.getByText('0/250')).toBeVisible();
    await expect(form.schedule()).toBeDisabled();
    await expect(form.canvas.queryByRole('group', { name: /Scheduled time/ })).not.toBeInTheDocument();
    await form.save();
    await expect(form.canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(form.title()).toHaveAccessibleDescription('This field is required');
    await expect(form.description()).toHaveAccessibleDescription(/This field is required/);
    await expect(await form.content()).toHaveAccessibleDescription(/This field is required/);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A new announcement written and saved: texts trimmed, content as HTML, the image as a data URL, a draft. */
export const Create: Story = {
  args: { onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.title(), ' Summer campaign ');
    await userEvent.type(form.description(), 'Half price in June');
    await expect(form.canvas.getByText('18/250')).toBeVisible();
    await typeRichText(await form.content(), 'Monthly subscriptions at half price.');
    await userEvent.upload(form.fileInput(), landscapeFile());
    await expect(await form.canvas.findByRole('img', { name: "The announcement's image" })).toBeVisible();
    await form.save();
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        title: 'Summer campaign',
        description: 'Half price in June',
        content: '<p>Monthly subscriptions at half price.</p>',
        image: landscapePng,
        isPublished: false,
        isScheduled: false,
        scheduledTime: null,
      }),
    );
    await userEvent.click(form.canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A saved announcement: every field filled in; Save gives it back as it was. */
export const Filled: Story = {
  args: { value: winterHours },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await expect(form.title()).toHaveValue(winterHours.title);
    await expect(form.canvas.getByText(`${winterHours.description.length}/250`)).toBeVisible();
    await expect(within(await form.content()).getByText('1 December')).toBeVisible();
    await expect(form.canvas.getByRole('img', { name: "The announcement's image" })).toHaveAttribute('src', landscapePng);
    await expect(form.publish()).toBeChecked();
    await expect(form.schedule()).toBeEnabled();
    await form.save();
    await expect(args.onSave).toHaveBeenCalledWith(winterHours);
  },
};

/** Past 250 characters the counter and the field say so at once, politely; Save is refused until it is shorter. */
export const OverLongDescription: Story = {
  args: { value: winterHours },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.clear(form.description());
    await userEvent.click(form.description());
    await userEvent.paste('x'.repeat(250));
    const count = form.canvas.getByText('250/250');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(form.description()).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('y');
    await expect(form.canvas.getByText('251/250')).toBeVisible();
    await expect(form.description()).toHaveAttribute('aria-invalid', 'true');
    await expect(form.description()).toHaveAccessibleDescription(new RegExp(descriptionTooLong));
    await form.save();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(form.description());
    await userEvent.keyboard('{End}{Backspace}');
    await expect(form.canvas.getByText('250/250')).toBeVisible();
    await form.save();
    await expect(args.onSave).toHaveBeenCalledWith({ ...winterHours, description: 'x'.repeat(250) });
  },
};

/** Schedule waits for Publish; a scheduled one needs its time; Publish off takes Schedule off too. */
export const ScheduleNeedsPublish: Story = {
  args: { value: { ...winterHours, isPublished: false } },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await expect(form.schedule()).toBeDisabled();
    await userEvent.click(form.publish());
    await expect(form.schedule()).toBeEnabled();
    await userEvent.click(form.schedule());
    const time = form.canvas.getByRole('group', { name: /Scheduled time/ });
    await expect(time).toBeVisible();
    await form.save();
    await expect(form.canvas.getByText(scheduledTimeRequired)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(form.publish());
    await expect(form.schedule()).not.toBeChecked();
    await expect(form.schedule()).toBeDisabled();
    await expect(form.canvas.queryByRole('group', { name: /Scheduled time/ })).not.toBeInTheDocument();
  },
};

/** A scheduled announcement shows its time; Save keeps it. */
export const Scheduled: Story = {
  args: { value: { ...winterHours, isScheduled: true, scheduledTime: '2030-12-01T06:00:00.000Z' } },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await expect(form.schedule()).toBeChecked();
    await expect(form.canvas.getByRole('group', { name: /Scheduled time/ })).toBeVisible();
    await form.save();
    await expect(args.onSave).toHaveBeenCalledWith({
      ...winterHours,
      isScheduled: true,
      scheduledTime: '2030-12-01T06:00:00.000Z',
    });
  },
};

/** An image too large or of another kind is refused with a message that says why; the one before stays. */
export const ImageRefused: Story = {
  args: { value: winterHours },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.upload(form.fileInput(), fileOf('huge.jpg', 'image/jpeg', announcementImageMaxBytes + 1));
    await expect(await form.canvas.findByText(imageTooLarge)).toBeVisible();
    await userEvent.setup({ applyAccept: false }).upload(form.fileInput(), fileOf('moving.gif', 'image/gif', 10));
    await expect(await form.canvas.findByText(imageWrongType)).toBeVisible();
    await form.save();
    await expect(args.onSave).toHaveBeenCalledWith(winterHours);
  },
};

/** Remove image: saved without one. */
export const RemoveImage: Story = {
  args: { value: winterHours },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.click(form.canvas.getByRole('button', { name: 'Remove image' }));
    await expect(form.canvas.queryByRole('img', { name: "The announcement's image" })).not.toBeInTheDocument();
    await form.save();
    await expect(args.onSave).toHaveBeenCalledWith({ ...winterHours, image: null });
  },
};

export const Pending: Story = {
  args: { value: winterHours, isPending: true },
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await expect(form.title()).toBeDisabled();
    await expect(form.publish()).toBeDisabled();
    await expect(form.canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
