import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationDetailsForm } from './LocationDetailsForm.tsx';

const countries = [
  { id: 1, name: 'Norway' },
  { id: 2, name: 'Sweden' },
];

const meta = {
  title: 'Locations/LocationDetailsForm',
  component: LocationDetailsForm,
  // Tiles that fail at once without a network: an image that does not decode.
  args: { value: null, countries, onSave: fn(), tileUrl: 'data:image/png;base64,AAAA' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved = {
  name: 'Oslo S bike hotel',
  description: 'Under the east entrance',
  locationType: 1,
  countryId: 1,
  street: 'Jernbanetorget 1',
  municipality: 'Oslo',
  postCode: '0154',
  postName: 'Oslo',
  siteOutcall: 'Kari Nordmann, +4791234567',
  siteOutcallNumber: 'OSL-17',
  latitude: 59.9111,
  longitude: 10.7528,
} as const;

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** A new location: the required name and country, the rest empty and saved as null. */
export const NewLocation: Story = {
  args: { saveLabel: 'Next' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '256');
    await expect(canvas.getByRole('button', { name: /Location type/ })).toHaveTextContent('Bike Locker');
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Choose a country');
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '  Bergen station  ');
    await choose(canvasElement, /Country/, 'Norway');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Bergen station',
      description: null,
      locationType: 0,
      countryId: 1,
      street: null,
      municipality: null,
      postCode: null,
      postName: null,
      siteOutcall: null,
      siteOutcallNumber: null,
      latitude: null,
      longitude: null,
    });
  },
};

/** Saving without a name or a country marks both "Required", with the form's message; nothing is saved. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form is not valid. Please check for errors');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('Required')).toHaveLength(2);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Majorstuen');
    await expect(canvas.getAllByText('Required')).toHaveLength(1);
    await choose(canvasElement, /Country/, 'Sweden');
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Majorstuen', countryId: 2 }));
  },
};

/** Saved details fill every field; edits and coordinates typed beside the map are saved. */
export const Edit: Story = {
  args: { value: saved },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Oslo S bike hotel');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Under the east entrance');
    await expect(canvas.getByRole('button', { name: /Location type/ })).toHaveTextContent('Hotel');
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Norway');
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('Jernbanetorget 1');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Oslo');
    await expect(canvas.getByRole('textbox', { name: 'Post code' })).toHaveValue('0154');
    await expect(canvas.getByRole('textbox', { name: 'Post name' })).toHaveValue('Oslo');
    await expect(canvas.getByRole('textbox', { name: 'Site Outcall ID' })).toHaveValue('OSL-17');
    await expect(canvas.getByRole('textbox', { name: 'Site Outcall Contact' })).toHaveValue('Kari Nordmann, +4791234567');
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('59.9111');
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveValue('10.7528');

    await choose(canvasElement, /Location type/, 'Bike Locker');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Latitude' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitude' }), '59.9105');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...saved, locationType: 0, description: null, latitude: 59.9105 });
  },
};

/** The map's arrow keys set the coordinates that are saved. */
export const MapKeyboard: Story = {
  args: { value: saved },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('application', { name: 'Location map' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveValue('10.7527');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...saved, longitude: 10.7527 });
  },
};

export const Pending: Story = {
  args: { value: saved, isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A returned promise keeps Save pending until it settles. */
export const SaveRunning: Story = {
  args: { value: saved },
  play: async ({ args, canvasElement }) => {
    let finish = () => {};
    args.onSave.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
    finish();
    await waitFor(() => expect(save).not.toHaveAttribute('data-pending'));
  },
};

export const ReadOnly: Story = {
  args: { value: saved, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Site Outcall Contact' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Country/ })).toBeDisabled();
    await expect(canvas.queryByRole('application', { name: 'Location map' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Location map' })).toBeVisible();
  },
};
