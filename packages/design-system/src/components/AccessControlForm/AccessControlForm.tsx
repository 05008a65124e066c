import {
  accessControlType,
  defaultOpeningHours,
  notAssignedToClient,
  openingHoursInOrder,
  openToAfterOpenFrom,
  requiredField,
  type AccessControlType,
} from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { RecordPicker } from '../RecordPicker/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextField } from '../TextField/index.ts';
import { GroupsSelect, TimeOfDayField } from './AccessControlFields.tsx';

/** Who may use a location and when, as the server stores it. */
export interface AccessControlValues {
  accessControlType: AccessControlType;
  clientId: number | null;
  isActive: boolean;
  /** "HH:mm", 24-hour; kept while All day is on. */
  openFrom: string | null;
  openTo: string | null;
  allDay: boolean;
  groupIds: number[];
}

export interface NamedChoice {
  id: number;
  name: string;
}

export interface AccessControlFormProps {
  /** The saved access control; null for a location never saved here (opening hours 06:00 to 22:00). */
  value: AccessControlValues | null;
  clients: readonly NamedChoice[];
  groups: readonly NamedChoice[];
  /** Called only with valid values; a returned promise keeps Save pending while it runs. */
  onSave(values: AccessControlValues): void | Promise<unknown>;
  isPending?: boolean;
  /** Off: the client is shown as text, the location stays with its client. */
  canChangeClient: boolean;
  /** Shows the access control without Save, every field read-only or disabled. */
  isReadOnly?: boolean;
}

const newAccessControl: AccessControlValues = {
  accessControlType: 0,
  clientId: null,
  isActive: false,
  ...defaultOpeningHours,
  allDay: false,
  groupIds: [],
};

/**
 * The form's own fields of a saved access control, field by field: the value given may be a whole location,
 * and only these are saved. A location open all day may have no hours: unticking All day offers the defaults.
 */
function draftOf(value: AccessControlValues | null): AccessControlValues {
  if (!value) return newAccessControl;
  return {
    accessControlType: value.accessControlType,
    clientId: value.clientId,
    isActive: value.isActive,
    openFrom: value.openFrom ?? defaultOpeningHours.openFrom,
    openTo: value.openTo ?? defaultOpeningHours.openTo,
    allDay: value.allDay,
    groupIds: value.groupIds,
  };
}

const accessTypeItems = accessControlType.options.map(({ value, label }) => ({ id: value, label }));

function openingHoursErrors(values: AccessControlValues) {
  const { openFrom, openTo, allDay } = values;
  if (allDay) return { openFromError: null, openToError: null };
  return {
    openFromError: openFrom === null ? requiredField : null,
    openToError: openTo === null ? requiredField : openFrom !== null && !openingHoursInOrder(values) ? openToAfterOpenFrom : null,
  };
}

/**
 * A location's access control: access type, client, active, opening hours (24-hour, disabled while All day
 * is on) and user groups. Save refuses opening hours that do not open before they close: the message goes
 * under Open to (an empty time reads "Required"), the form says "Form is not valid. Please check for
 * errors", and onSave is not called.
 */
export function AccessControlForm({
  value,
  clients,
  groups,
  onSave,
  isPending = false,
  canChangeClient,
  isReadOnly = false,
}: AccessControlFormProps) {
  const { draft, change, showErrors, formError, pending, submit } = useFormSave({
    value,
    draftOf,
    isValid: (current) => {
      const errors = openingHoursErrors(current);
      return !errors.openFromError && !errors.openToError;
    },
    save: onSave,
    isPending,
    isReadOnly,
  });
  const { openFromError, openToError } = openingHoursErrors(draft);

  const clientName = clients.find((client) => client.id === draft.clientId)?.name ?? notAssignedToClient;
  const timesDisabled = pending || draft.allDay;

  return (
    <Card title="Access control">
      <Form onSubmit={submit} validationBehavior="aria" error={formError}>
        <Stack gap={6}>
          <Inline gap={5} align="start">
            <Select
              label="Access type"
              items={accessTypeItems}
              selectedKey={draft.accessControlType}
              onSelectionChange={(key) => change({ accessControlType: key as AccessControlType })}
              isDisabled={pending || isReadOnly}
            />
            {canChangeClient && !isReadOnly ? (
              // Typed or chosen among however many clients there are; emptied, the location has no client.
              <RecordPicker
                label="Client"
                placeholder="No client"
                items={clients}
                selectedKey={draft.clientId}
                onSelectionChange={(key) => change({ clientId: key === null ? null : Number(key) })}
                isDisabled={pending}
              />
            ) : (
              <TextField label="Client" value={clientName} isReadOnly />
            )}
          </Inline>
          <Switch
            isSelected={draft.isActive}
            onChange={(isActive) => change({ isActive })}
            isReadOnly={isReadOnly}
            isDisabled={pending}
          >
            Active
          </Switch>
          <Stack gap={4}>
            <Checkbox
              isSelected={draft.allDay}
              onChange={(allDay) => change({ allDay })}
              isReadOnly={isReadOnly}
              isDisabled={pending}
            >
              All day
            </Checkbox>
            <Inline gap={5} align="start">
              <TimeOfDayField
                label="Open from"
                value={draft.openFrom}
                onChange={(openFrom) => change({ openFrom })}
                isInvalid={showErrors && openFromError !== null}
                errorMessage={openFromError ?? undefined}
                isReadOnly={isReadOnly}
                isDisabled={timesDisabled}
              />
              <TimeOfDayField
                label="Open to"
                value={draft.openTo}
                onChange={(openTo) => change({ openTo })}
                isInvalid={showErrors && openToError !== null}
                errorMessage={openToError ?? undefined}
                isReadOnly={isReadOnly}
                isDisabled={timesDisabled}
              />
            </Inline>
          </Stack>
          <GroupsSelect
            label="Groups"
            groups={groups}
            selectedIds={draft.groupIds}
            onChange={(groupIds) => change({ groupIds })}
            isDisabled={pending || isReadOnly}
          />
          {!isReadOnly && (
            <Inline gap={3} justify="end">
              <Button type="submit" variant="primary" isPending={pending}>
                Save
              </Button>
            </Inline>
          )}
        </Stack>
      </Form>
    </Card>
  );
}
