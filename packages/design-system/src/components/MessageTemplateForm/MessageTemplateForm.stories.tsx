import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messageTemplateDoubleBraceWarning } from '@velo/domain';
import { landscapeFile, landscapePng } from '../ImagePicker/imageSamples.ts';
import { MessageTemplateForm, type MessageTemplateFormValues } from './MessageTemplateForm.tsx';

const bothLanguages = [
  { id: 1, label: 'English' },
  { id: 2, label: 'Norsk' },
];

const passwordReset: MessageTemplateFormValues = {
  name: 'PasswordResetCode',
  languageId: 1,
  subject: 'Your Velo password reset code',
  text: '<p>Hi {{UserName}},</p><p>Your reset code is:</p><h2>{{ResetCode}}</h2>',
  copyAllowed: false,
  image: null,
};

const meta = {
  title: 'Content/MessageTemplateForm',
  component: MessageTemplateForm,
  args: { value: passwordReset, languages: bothLanguages, onSave: fn(), onCancel: fn(), onNameChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageTemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// Typing into the editor a key at a time, as a person does: keys given faster than the form re-renders can be lost.
const typist = userEvent.setup({ delay: 30 });

const editorIn = (canvasElement: HTMLElement) =>
  // The first editor on a page loads Lexical first.
  within(canvasElement).findByRole('textbox', { name: 'Text' }, { timeout: 10_000 });

const placeholderChips = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Placeholders the server fills in' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A new template: the double-brace warning, every field empty; Save names what is required. */
export const EmptyCreate: Story = {
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageTemplateDoubleBraceWarning)).toBeVisible();
    await editorIn(canvasElement);
    await expect(canvas.getByText('None: the text has no values in double braces.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('This field is required');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Creating: the name typed is reported (to offer its missing languages), then language, subject, text and image are saved. */
export const Create: Story = {
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), ' WelcomeEmail ');
    await expect(args.onNameChange).toHaveBeenLastCalledWith(' WelcomeEmail ');
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Norsk' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Velkommen');
    const text = await editorIn(canvasElement);
    await typist.click(text);
    // Typed, a literal { is written {{.
    await typist.keyboard('Hei {{{{UserName}}');
    await waitFor(() => expect(text).toHaveTextContent('Hei {{UserName}}'));
    await waitFor(() => expect(placeholderChips(canvasElement)).toEqual(['{{UserName}}']));
    await userEvent.click(canvas.getByRole('switch', { name: 'Copy allowed' }));
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, landscapeFile());
    await expect(await canvas.findByRole('img', { name: "The template's image" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'WelcomeEmail',
      languageId: 2,
      subject: 'Velkommen',
      text: '<p>Hei {{UserName}}</p>',
      copyAllowed: true,
      image: landscapePng,
    });
  },
};

/** A name that has a template in every language: nothing to offer, and the field says why. */
export const NoLanguageLeft: Story = {
  args: { value: null, languages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'PasswordResetCode');
    await expect(canvas.getByText('This name has a template in every language: choose another name.')).toBeVisible();
  },
};

/** The languages still loading: the picker waits, disabled and saying so, rather than not opening when pressed. */
export const LanguagesLoading: Story = {
  args: { value: null, languages: undefined },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('button', { name: /Language/ });
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveTextContent('Loading languages…');
  },
};

/** Editing: the saved text's placeholders as chips, no creation warning; an edit that keeps them saves at once. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editorIn(canvasElement);
    await expect(canvas.queryByText(messageTemplateDoubleBraceWarning)).not.toBeInTheDocument();
    await expect(placeholderChips(canvasElement)).toEqual(['{{UserName}}', '{{ResetCode}}']);
    const subject = canvas.getByRole('textbox', { name: /^Subject/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Reset your password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...passwordReset, subject: 'Reset your password' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Editing one with an image: its preview; Remove image saves it without one. */
export const EditImage: Story = {
  args: { value: { ...passwordReset, image: landscapePng } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: "The template's image" })).toHaveAttribute('src', landscapePng);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(passwordReset);
  },
};

/** A placeholder broken in the editor: Save stops with a warning naming it; a second Save saves the text as it is. */
export const PlaceholderWarning: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await editorIn(canvasElement);
    await typist.click(within(text).getByText(/Your reset code/));
    await typist.keyboard(' {{{{User Name}');
    await waitFor(() => expect(text).toHaveTextContent('{{User Name}'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent('The server cannot fill in “{{User Name}”');
    await expect(warning).toHaveTextContent('Fix the text, or press Save again to save it as it is.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A saved placeholder removed from the text is named too. */
export const PlaceholderLost: Story = {
  args: { value: { ...passwordReset, text: '<p>Your code: {{ResetCode}}</p>' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await editorIn(canvasElement);
    await userEvent.click(within(text).getByText(/Your code/));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(text).not.toHaveTextContent('{{ResetCode}}'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The saved text had “{{ResetCode}}”, which is no longer there intact.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
