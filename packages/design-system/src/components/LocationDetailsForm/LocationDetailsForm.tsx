import { useMemo } from 'react';
import { locationNameMaxLength, locationType, requiredField, type LocationType } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { LocationMap } from '../LocationMap/index.ts';

/** A location's details as the server stores them; optional texts are null when empty. */
export interface LocationDetails {
  name: string;
  description: string | null;
  locationType: LocationType;
  countryId: number | null;
  street: string | null;
  /** Shown as City. */
  municipality: string | null;
  postCode: string | null;
  postName: string | null;
  /** The site's outcall contact. */
  siteOutcall: string | null;
  /** The site's outcall ID. */
  siteOutcallNumber: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface LocationDetailsFormProps {
  /** The saved details; null for a new location. */
  value: LocationDetails | null;
  countries: readonly { id: number; name: string }[];
  /** Called only with valid details (a name and a country); a returned promise keeps Save pending while it runs. */
  onSave(details: LocationDetails): void | Promise<unknown>;
  isPending?: boolean;
  /** Shows the details without Save, every field read-only. */
  isReadOnly?: boolean;
  /** The button's text, e.g. "Next" on the create page. */
  saveLabel?: string;
  /** The map's tile template; OpenStreetMap's by default. */
  tileUrl?: string;
}

type TextKey = Exclude<keyof LocationDetails, 'locationType' | 'countryId' | 'latitude' | 'longitude'>;
type Draft = Record<TextKey, string> & Pick<LocationDetails, 'locationType' | 'countryId' | 'latitude' | 'longitude'>;

const textKeys = [
  'name',
  'description',
  'street',
  'municipality',
  'postCode',
  'postName',
  'siteOutcall',
  'siteOutcallNumber',
] as const satisfies readonly TextKey[];

function draftOf(value: LocationDetails | null): Draft {
  const texts = Object.fromEntries(textKeys.map((key) => [key, value?.[key] ?? ''])) as Record<TextKey, string>;
  return {
    ...texts,
    locationType: value?.locationType ?? 0,
    countryId: value?.countryId ?? null,
    latitude: value?.latitude ?? null,
    longitude: value?.longitude ?? null,
  };
}

function detailsOf(draft: Draft): LocationDetails {
  const text = (key: TextKey) => draft[key].trim() || null;
  return {
    name: draft.name.trim(),
    description: text('description'),
    locationType: draft.locationType,
    countryId: draft.countryId,
    street: text('street'),
    municipality: text('municipality'),
    postCode: text('postCode'),
    postName: text('postName'),
    siteOutcall: text('siteOutcall'),
    siteOutcallNumber: text('siteOutcallNumber'),
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
}

const locationTypeItems = locationType.options.map(({ value, label }) => ({ id: value, label }));

/**
 * A location's details: name (required, at most 256 characters), description, location type, country
 * (required), address, the site's outcall ID and contact, and its position on a map. Save with a required
 * field empty shows "Required" under it and "Form is not valid. Please check for errors", without calling
 * onSave. Import from `@velo/design-system/location-details`: the map brings OpenLayers.
 */
export function LocationDetailsForm({
  value,
  countries,
  onSave,
  isPending = false,
  isReadOnly = false,
  saveLabel = 'Save',
  tileUrl,
}: LocationDetailsFormProps) {
  const { draft, change, showErrors, formError, pending, submit } = useFormSave({
    value,
    draftOf,
    isValid: (current) => current.name.trim() !== '' && current.countryId !== null,
    save: (current) => onSave(detailsOf(current)),
    isPending,
    isReadOnly,
  });
  const nameMissing = draft.name.trim() === '';
  const countryMissing = draft.countryId === null;
  const { latitude, longitude } = draft;
  const position = useMemo(
    () => (latitude !== null && longitude !== null ? { latitude, longitude } : null),
    [latitude, longitude],
  );

  const text = (key: TextKey, label: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(typed) => change({ [key]: typed })}
      isReadOnly={isReadOnly}
      isDisabled={pending}
    />
  );

  return (
    <Form onSubmit={submit} validationBehavior="aria" error={formError}>
      <Stack gap={6}>
        <Card title="Details">
          <Stack gap={5}>
            <TextField
              label="Name"
              value={draft.name}
              onChange={(name) => change({ name })}
              maxLength={locationNameMaxLength}
              isRequired
              isInvalid={showErrors && nameMissing}
              errorMessage={requiredField}
              isReadOnly={isReadOnly}
              isDisabled={pending}
            />
            {text('description', 'Description')}
            <Inline gap={5} align="start">
              <Select
                label="Location type"
                items={locationTypeItems}
                selectedKey={draft.locationType}
                onSelectionChange={(key) => change({ locationType: key as LocationType })}
                isDisabled={pending || isReadOnly}
              />
              <Select
                label="Country"
                items={countries.map(({ id, name }) => ({ id, label: name }))}
                selectedKey={draft.countryId}
                onSelectionChange={(key) => change({ countryId: key === null ? null : Number(key) })}
                placeholder="Choose a country"
                isRequired
                isInvalid={showErrors && countryMissing}
                errorMessage={requiredField}
                isDisabled={pending || isReadOnly}
              />
            </Inline>
            <Inline gap={5} align="start">
              {text('street', 'Street')}
              {text('municipality', 'City')}
            </Inline>
            <Inline gap={5} align="start">
              {text('postCode', 'Post code')}
              {text('postName', 'Post name')}
            </Inline>
            <Inline gap={5} align="start">
              {text('siteOutcallNumber', 'Site Outcall ID')}
              {text('siteOutcall', 'Site Outcall Contact')}
            </Inline>
          </Stack>
        </Card>
        <Card title="Position">
          <LocationMap
            value={position}
            onChange={(chosen) => change(chosen)}
            tileUrl={tileUrl}
            isReadOnly={isReadOnly || pending}
          />
        </Card>
        {!isReadOnly && (
          <Inline gap={3} justify="end">
            <Button type="submit" variant="primary" isPending={pending}>
              {saveLabel}
            </Button>
          </Inline>
        )}
      </Stack>
    </Form>
  );
}
