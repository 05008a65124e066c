import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageMaxBytes, imageTooLarge, imageWrongType } from '@velo/domain';
import { ImagePicker, imagePickerHint, type ImagePickerProps } from './ImagePicker.tsx';
import { fileOf, landscapeFile, landscapePng } from './imageSamples.ts';

/** The picker with its image kept in the story, as a form keeps it; every change is also reported to `onChange`. */
function Picking(args: ImagePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 560 }}>
      <ImagePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/ImagePicker',
  component: ImagePicker,
  args: { label: 'Image', value: null, onChange: fn() },
  render: Picking,
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
// The file input takes only png and jpeg; the wrong-kind stories send another as a drop or an old browser might.
const anyFile = userEvent.setup({ applyAccept: false });

/** No image yet: the limits are stated, and the keyboard reaches the drop zone and Choose image. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Image' });
    await expect(group).toHaveAccessibleDescription(imagePickerHint);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/png,image/jpeg');
    // The drop zone takes a pasted image from the keyboard; then Choose image.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Image: drop an image here' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveFocus();
  },
};

/** A png chosen: its preview with its text alternative, as a data URL. */
export const ChooseImage: Story = {
  args: { previewAlt: 'The announcement image' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), landscapeFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(landscapePng));
    await expect(canvas.getByRole('img', { name: 'The announcement image' })).toHaveAttribute('src', landscapePng);
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/** An image already there: its preview, Replace image and Remove image. */
export const WithImage: Story = {
  args: { value: landscapePng },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image: preview' })).toHaveAttribute('src', landscapePng);
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Remove, by keyboard: the image is gone and Choose image is back. */
export const RemoveImage: Story = {
  args: { value: landscapePng },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image: preview' })).toBeVisible();
    canvas.getByRole('button', { name: 'Remove image' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

/** A file over the limit is refused with the limit in the message; the image before it stays. */
export const TooLarge: Story = {
  args: { value: landscapePng },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), fileOf('huge.png', 'image/png', imageMaxBytes + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(imageTooLarge);
    await expect(canvas.getByRole('group', { name: 'Image' })).toHaveAccessibleDescription(imageTooLarge);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Image: preview' })).toHaveAttribute('src', landscapePng);
    // A good file afterwards clears the message.
    await userEvent.upload(fileInput(canvasElement), landscapeFile());
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** A gif (or an svg, which could carry script) is refused: only png and jpeg. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await anyFile.upload(fileInput(canvasElement), fileOf('moving.gif', 'image/gif', 100));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(imageWrongType);
    await anyFile.upload(fileInput(canvasElement), fileOf('drawing.svg', 'image/svg+xml', 100));
    await expect(canvas.getByRole('alert')).toHaveTextContent(imageWrongType);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A page named photo.png and declared a png is refused by its content: only a file that begins as a png or jpeg is one. */
export const NotAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), page);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(imageWrongType);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The server's refusal shows under the picker. */
export const ServerError: Story = {
  args: { value: landscapePng, errorMessage: imageTooLarge },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(imageTooLarge);
  },
};

export const Disabled: Story = {
  args: { value: landscapePng, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeDisabled();
  },
};
