import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toWirePhoneNumber } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { darkSurface, expectDarkTheme } from '../../testing/theme.ts';
import { virtualizeUnderVitest } from '../../testing/virtualizer.ts';
import { PhoneNumberField, type CountryCode, type PhoneNumberFieldProps } from './PhoneNumberField.tsx';

const sent = fn().mockName('sent');

/** Keeps the number and the country as a page would, and shows what a call would send. */
function PhoneNumberPage(args: PhoneNumberFieldProps) {
  const [value, setValue] = useState(args.value);
  const [country, setCountry] = useState<CountryCode>(args.defaultCountry ?? 'NO');
  const wire = toWirePhoneNumber(country, value);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PhoneNumberField
        {...args}
        value={value}
        country={country}
        onCountryChange={setCountry}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
      <Button onPress={() => sent(wire)}>Send</Button>
      <output aria-label="Sent as">{wire}</output>
    </div>
  );
}

const meta = {
  title: 'Forms/PhoneNumberField',
  component: PhoneNumberField,
  args: { label: 'Phone number', value: '', onChange: fn() },
  render: (args) => <PhoneNumberPage {...args} />,
  // Some 240 countries: the list is virtualized.
  beforeEach: () => virtualizeUnderVitest(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneNumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Norway by default: a Norwegian number is sent as 0047 and its digits. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Norway (+47)');
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('type', 'tel');
    await userEvent.type(number, '912 34 567');
    await expect(args.onChange).toHaveBeenLastCalledWith('912 34 567');
    await userEvent.tab();
    await expect(number).not.toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(sent).toHaveBeenLastCalledWith('004791234567');
  },
};

/** Typing a country's name or calling code finds it; the number is then sent with that code. */
export const OtherCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.tripleClick(country);
    await userEvent.keyboard('swed');
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sweden (+46)' }));
    await expect(country).toHaveValue('Sweden (+46)');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '070-123 45 67');
    await expect(canvas.getByRole('status', { name: 'Sent as' })).toHaveTextContent('0046701234567');
  },
};

/** A number too short for the country is refused when the field is left, and the message goes once fixed. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '9123');
    await userEvent.tab();
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('Enter a valid phone number');
    await userEvent.type(number, '4567');
    await expect(number).not.toBeInvalid();
    await userEvent.tab();
    await expect(number).not.toBeInvalid();
  },
};

/** The caller's error (e.g. the server's) wins, with a description while valid. */
export const CallerError: Story = {
  args: { isInvalid: true, errorMessage: 'This number cannot get SMS', value: '91234567', description: 'We send a code by SMS.' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('This number cannot get SMS');
  },
};

/** Norwegian labels and country names for the public invitation page. */
export const Norwegian: Story = {
  args: {
    label: 'Mobilnummer',
    countryLabel: 'Land',
    locale: 'nb',
    invalidNumberMessage: 'Skriv inn et gyldig mobilnummer',
    description: 'Vi sender deg en kode på SMS.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('Norge (+47)');
    const number = canvas.getByRole('textbox', { name: 'Mobilnummer' });
    await expect(number).toHaveAccessibleDescription('Vi sender deg en kode på SMS.');
    await userEvent.type(number, '12');
    await userEvent.tab();
    await waitFor(() => expect(number).toHaveAccessibleDescription('Skriv inn et gyldig mobilnummer'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: '912 34 567', description: 'We send a code by SMS.' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(getComputedStyle(number).backgroundColor).toBe(darkSurface);
    await expect(canvas.getByRole('status', { name: 'Sent as' })).toHaveTextContent('004791234567');
  },
};
