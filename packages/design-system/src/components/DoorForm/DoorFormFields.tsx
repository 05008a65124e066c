import type { Key } from 'react-aria-components';
import {
  atLeastOneConcurrent,
  doorLimits,
  doorType,
  hasLockChoice,
  lockTypeChoice,
  type DoorType,
  type LockType,
} from '@velo/domain';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Icon } from '../Icon/index.ts';
import { Inline } from '../Inline/index.ts';
import { NumberField } from '../NumberField/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/index.ts';
import { TextField } from '../TextField/index.ts';
import { tabLabel, tabWarning } from './DoorForm.css.ts';

export const doorFormTabs = ['basic', 'lock'] as const;
export type DoorFormTab = (typeof doorFormTabs)[number];

/** A door as the form edits and saves it; the API's door has all of it. */
export interface DoorFormValues {
  name: string;
  description: string | null;
  doorType: DoorType;
  lockType: LockType;
  /** A PLC lock's output number, or the key of the chosen NB or BLE lock; null without a lock. */
  localAccessKey: string | null;
  /** The chosen NB or BLE lock's name. */
  localAccessKeyName: string | null;
  maxConcurrent: number;
  hasCharger: boolean;
}

/** An NB or BLE lock the server offers: not yet used by any door. */
export interface LockChoice {
  key: string;
  name: string;
}

/** The unused locks of each kind; an edited door's own lock is among them so it stays choosable. */
export interface DoorLocks {
  nb: readonly LockChoice[];
  ble: readonly LockChoice[];
}

/** The form's draft: text fields hold strings while they are edited. */
export interface DoorDraft extends Omit<DoorFormValues, 'description' | 'localAccessKey'> {
  description: string;
  localAccessKey: string;
}

export type DoorFormProblems = Partial<Record<'name' | 'localAccessKey', string>>;

/** Where each field that can be wrong lives. */
export const tabOfField = { name: 'basic', localAccessKey: 'lock' } as const satisfies Record<
  keyof DoorFormProblems,
  DoorFormTab
>;

/** A PLC lock is wired to the locker: its key is the output's number. */
export const plcLock = 1 satisfies LockType;

export const noUnusedLocks = 'No unused locks';

const nbLock = 2 satisfies LockType;
const bleLock = 3 satisfies LockType;

export const locksOf = (lockType: LockType, locks: DoorLocks) =>
  lockType === bleLock ? locks.ble : lockType === nbLock ? locks.nb : [];

const tabLabels: Record<DoorFormTab, string> = { basic: 'Basic Details', lock: 'Lock Details' };

const doorTypeItems = doorType.options.map(({ value, label }) => ({ id: value, label }));
const lockTypeItems = lockTypeChoice.options.map(({ value, label }) => ({ id: value, label }));
const wholeNumber = { maximumFractionDigits: 0 };

export interface DoorFormFieldsProps {
  draft: DoorDraft;
  onChange(changes: Partial<DoorDraft>): void;
  /** The broken rules to show, by field; empty until a save was tried. */
  problems: DoorFormProblems;
  locks: DoorLocks;
  isLoadingLocks: boolean;
  isDisabled: boolean;
  selectedTab: DoorFormTab;
  onTabChange(tab: DoorFormTab): void;
}

/** The door's fields on two tabs; a tab holding a broken rule reads red, with an icon and words for screen readers. */
export function DoorFormFields({
  draft,
  onChange,
  problems,
  locks,
  isLoadingLocks,
  isDisabled,
  selectedTab,
  onTabChange,
}: DoorFormFieldsProps) {
  const tabHasProblem = (tab: DoorFormTab) =>
    Object.keys(problems).some((field) => tabOfField[field as keyof DoorFormProblems] === tab);

  return (
    <Tabs selectedKey={selectedTab} onSelectionChange={(key) => onTabChange(key as DoorFormTab)}>
      <TabList aria-label="Door">
        {doorFormTabs.map((tab) => (
          <Tab key={tab} id={tab}>
            <span className={tabLabel} data-invalid={tabHasProblem(tab) || undefined}>
              {tabLabels[tab]}
              {tabHasProblem(tab) && (
                <>
                  <Icon name="alert" size={16} className={tabWarning} />
                  <span className={visuallyHidden}>(has errors)</span>
                </>
              )}
            </span>
          </Tab>
        ))}
      </TabList>
      <TabPanel id="basic">
        <Stack gap={5}>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(name) => onChange({ name })}
            maxLength={doorLimits.name}
            isRequired
            isInvalid={Boolean(problems.name)}
            errorMessage={problems.name}
            isDisabled={isDisabled}
          />
          <TextField
            label="Description"
            value={draft.description}
            onChange={(description) => onChange({ description })}
            maxLength={doorLimits.description}
            isDisabled={isDisabled}
          />
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
        </Stack>
      </TabPanel>
      <TabPanel id="lock">
        <Stack gap={5}>
          <Select
            label="Lock type"
            items={lockTypeItems}
            selectedKey={draft.lockType}
            // Another lock type's key means nothing: it is chosen again.
            onSelectionChange={(key) =>
              lockTypeChoice.has(key) && onChange({ lockType: key, localAccessKey: '', localAccessKeyName: null })
            }
            isRequired
            isDisabled={isDisabled}
          />
          <LocalAccessKey {...{ draft, onChange, problems, locks, isLoadingLocks, isDisabled }} />
        </Stack>
      </TabPanel>
    </Tabs>
  );
}

type LocalAccessKeyProps = Pick<
  DoorFormFieldsProps,
  'draft' | 'onChange' | 'problems' | 'locks' | 'isLoadingLocks' | 'isDisabled'
>;

/** A PLC lock's output number, typed; an NB or BLE lock chosen from the unused ones; nothing without a lock. */
function LocalAccessKey({ draft, onChange, problems, locks, isLoadingLocks, isDisabled }: LocalAccessKeyProps) {
  const problem = problems.localAccessKey;
  if (draft.lockType === plcLock) {
    return (
      <TextField
        label="Local access key"
        description="The PLC output's number"
        inputMode="numeric"
        value={draft.localAccessKey}
        onChange={(localAccessKey) => onChange({ localAccessKey, localAccessKeyName: null })}
        maxLength={doorLimits.localAccessKey}
        isRequired
        isInvalid={Boolean(problem)}
        errorMessage={problem}
        isDisabled={isDisabled}
      />
    );
  }
  if (!hasLockChoice(draft.lockType)) return null;

  const choices = locksOf(draft.lockType, locks);
  const items = choices.map((lock) => ({ id: lock.key, label: lock.name }));
  const choose = (key: Key | null) => {
    const lock = choices.find((choice) => choice.key === key);
    if (lock) onChange({ localAccessKey: lock.key, localAccessKeyName: lock.name });
  };
  const isEmpty = !isLoadingLocks && choices.length === 0;
  return (
    <Select
      label="Lock"
      placeholder={isLoadingLocks ? 'Loading locks…' : 'Choose a lock'}
      items={items}
      selectedKey={draft.localAccessKey || null}
      onSelectionChange={choose}
      description={isEmpty ? noUnusedLocks : 'Unused locks of this type'}
      isRequired
      isInvalid={Boolean(problem)}
      errorMessage={problem}
      isDisabled={isDisabled || isLoadingLocks || isEmpty}
    />
  );
}
