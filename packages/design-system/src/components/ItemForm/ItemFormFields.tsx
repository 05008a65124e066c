import {
  atLeastOneConcurrent,
  doorLimits,
  doorType,
  itemLimits,
  type DoorType,
  type LockType,
  type TagPair,
  type Tags,
} from '@velo/domain';
import { Checkbox } from '../Checkbox/index.ts';
import { Inline } from '../Inline/index.ts';
import { KeyValueEditor } from '../KeyValueEditor/index.ts';
import { LockFields, type DoorLocks } from '../LockFields/index.ts';
import { NumberField } from '../NumberField/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

/** An item (door component) as the form edits and saves it; the door made from it takes the door fields. */
export interface ItemFormValues {
  name: string;
  /** The DMS device that drives the component. */
  dmsId: string | null;
  doorType: DoorType;
  lockType: LockType;
  /** A PLC output's number, or the chosen NB or BLE lock's key; null without one. */
  localAccessKey: string | null;
  localAccessKeyName: string | null;
  maxConcurrent: number;
  hasCharger: boolean;
  tags: Tags;
}

/** The form's draft: texts as typed, tags as rows. */
export interface ItemDraft extends Omit<ItemFormValues, 'dmsId' | 'localAccessKey' | 'tags'> {
  dmsId: string;
  localAccessKey: string;
  tagPairs: TagPair[];
}

export type ItemFormProblems = Partial<Record<'name' | 'localAccessKey', string>>;

const doorTypeItems = doorType.options.map(({ value, label }) => ({ id: value, label }));
const wholeNumber = { maximumFractionDigits: 0 };

export interface ItemFormFieldsProps {
  draft: ItemDraft;
  onChange(changes: Partial<ItemDraft>): void;
  /** The broken rules to show, by field; empty until a save was tried. */
  problems: ItemFormProblems;
  locks: DoorLocks;
  isLoadingLocks: boolean;
  isDisabled: boolean;
}

/** The item's door fields (as a door's), its lock, and its tags. */
export function ItemFormFields({ draft, onChange, problems, locks, isLoadingLocks, isDisabled }: ItemFormFieldsProps) {
  return (
    <Stack gap={5}>
      <Inline gap={5} align="start">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(name) => onChange({ name })}
          maxLength={itemLimits.name}
          isRequired
          isInvalid={Boolean(problems.name)}
          errorMessage={problems.name}
          isDisabled={isDisabled}
        />
        <TextField
          label="DMS id"
          description="The DMS device that drives it"
          value={draft.dmsId}
          onChange={(dmsId) => onChange({ dmsId })}
          maxLength={itemLimits.dmsId}
          isDisabled={isDisabled}
        />
      </Inline>
      <Inline gap={5} align="start">
        <Select
          label="Door type"
          items={doorTypeItems}
          selectedKey={draft.doorType}
          onSelectionChange={(key) => doorType.has(key) && onChange({ doorType: key })}
          isDisabled={isDisabled}
        />
        <NumberField
          label="Max concurrent"
          description="Orders at a time"
          formatOptions={wholeNumber}
          step={1}
          maxValue={doorLimits.maxConcurrent}
          value={draft.maxConcurrent}
          onChange={(value) => onChange({ maxConcurrent: atLeastOneConcurrent(value) })}
          isDisabled={isDisabled}
        />
      </Inline>
      <Checkbox isSelected={draft.hasCharger} onChange={(hasCharger) => onChange({ hasCharger })} isDisabled={isDisabled}>
        Has charger
      </Checkbox>
      <Inline gap={5} align="start">
        <LockFields
          value={draft}
          onChange={onChange}
          locks={locks}
          problem={problems.localAccessKey}
          isLoadingLocks={isLoadingLocks}
          isDisabled={isDisabled}
          isKeyRequired={false}
        />
      </Inline>
      <KeyValueEditor pairs={draft.tagPairs} onChange={(tagPairs) => onChange({ tagPairs })} isDisabled={isDisabled} />
    </Stack>
  );
}
