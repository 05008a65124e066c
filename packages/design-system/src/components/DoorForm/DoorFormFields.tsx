import { atLeastOneConcurrent, doorLimits, doorType, type DoorType, type LockType } from '@velo/domain';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Icon } from '../Icon/index.ts';
import { Inline } from '../Inline/index.ts';
import { NumberField } from '../NumberField/index.ts';
import { LockFields, type DoorLocks } from '../LockFields/index.ts';
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

export type { DoorLocks, LockChoice } from '../LockFields/index.ts';

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

const tabLabels: Record<DoorFormTab, string> = { basic: 'Basic Details', lock: 'Lock Details' };

const doorTypeItems = doorType.options.map(({ value, label }) => ({ id: value, label }));
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
          <LockFields
            value={draft}
            onChange={onChange}
            locks={locks}
            problem={problems.localAccessKey}
            isLoadingLocks={isLoadingLocks}
            isDisabled={isDisabled}
            isKeyRequired
          />
        </Stack>
      </TabPanel>
    </Tabs>
  );
}
