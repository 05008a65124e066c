import { useState } from 'react';
import { errorMessages, type MaintenanceState } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { DateTimeField } from '../DateTimeField/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Stack } from '../Stack/index.ts';

/** ISO instants; a null start means "start immediately" (the server's clock), a null end "until finished". */
export interface MaintenanceWindow {
  start: string | null;
  end: string | null;
}

export interface MaintenanceDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  locationName: string;
  /** The location's current window (ISO or null). */
  startTime: string | null;
  endTime: string | null;
  /** Whether the window is on now, planned, or there is none (domain's `maintenanceState`). */
  state: MaintenanceState;
  /** Called only with a valid window. The dialog stays open: the caller closes it once the save succeeded. */
  onSave(window: MaintenanceWindow): void | Promise<void>;
  /** Finish (active) or Cancel (planned): clears both times. */
  onClear(): void | Promise<void>;
  /** The save or clear is running; a returned promise shows the same while it settles. */
  isPending?: boolean;
}

const startAfterEndMessage = errorMessages['Location.MaintenanceStartAfterEnd'];
const noStartMessage = 'Choose a start time or Start immediately';

type Action = 'save' | 'clear';
type ValidationError = 'no-start' | 'start-after-end';

/**
 * Plans, starts, finishes or cancels a location's maintenance window: a start time (or Start immediately)
 * and an optional end. Finish (while active) and Cancel (while planned) clear both times.
 */
export function MaintenanceDialog({
  isOpen,
  onOpenChange,
  locationName,
  startTime,
  endTime,
  state,
  onSave,
  onClear,
  isPending = false,
}: MaintenanceDialogProps) {
  const [start, setStart] = useState(startTime);
  const [end, setEnd] = useState(endTime);
  const [startImmediately, setStartImmediately] = useState(false);
  const [error, setError] = useState<ValidationError | null>(null);
  const [running, setRunning] = useState<Action | null>(null);
  const [lastAction, setLastAction] = useState<Action>('save');

  // Every opening starts from the location's current window.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setStart(startTime);
      setEnd(endTime);
      setStartImmediately(false);
      setError(null);
    }
  }

  const pending = isPending || running !== null;

  async function run(action: Action, call: () => void | Promise<void>) {
    setLastAction(action);
    const result = call();
    if (!result) return;
    setRunning(action);
    try {
      await result;
    } catch {
      // The caller reports the failure; the dialog stays so the user can retry.
    } finally {
      setRunning(null);
    }
  }

  function save() {
    if (!startImmediately && !start) return setError('no-start');
    const window = { start: startImmediately ? null : start, end };
    if (window.start && window.end && Date.parse(window.start) > Date.parse(window.end)) {
      return setError('start-after-end');
    }
    setError(null);
    void run('save', () => onSave(window));
  }

  function edit<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setError(null);
    };
  }

  const clearLabel = state === 'active' ? 'Finish' : state === 'planned' ? 'Cancel' : null;
  const startAfterEnd = error === 'start-after-end';

  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
        Close
      </Button>
      {clearLabel && (
        <Button onPress={() => void run('clear', onClear)} isPending={pending && lastAction === 'clear'} isDisabled={pending}>
          {clearLabel}
        </Button>
      )}
      <Button variant="primary" onPress={save} isPending={pending && lastAction === 'save'} isDisabled={pending}>
        Save
      </Button>
    </>
  );

  return (
    <Dialog
      title={`Maintenance of ${locationName}`}
      isOpen={isOpen}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      isDismissable={!pending}
      size="sm"
      actions={actions}
    >
      <Stack gap={4}>
        <DateTimeField
          label="Start time"
          value={start}
          onChange={edit(setStart)}
          isDisabled={startImmediately || pending}
          isInvalid={error === 'no-start'}
          errorMessage={noStartMessage}
        />
        <Checkbox isSelected={startImmediately} onChange={edit(setStartImmediately)} isDisabled={pending}>
          Start immediately
        </Checkbox>
        <DateTimeField
          label="End time"
          description="Optional: without an end, maintenance lasts until it is finished."
          value={end}
          onChange={edit(setEnd)}
          isDisabled={pending}
          isInvalid={startAfterEnd}
          errorMessage={startAfterEndMessage}
        />
      </Stack>
    </Dialog>
  );
}
