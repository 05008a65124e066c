import { notAssigned } from '@velo/domain';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';

/** The module's location: any location, or none (Not assigned) once cleared. */
export function ModuleLocationPicker({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  return (
    <LocationPicker
      label="Location"
      value={value}
      onChange={onChange}
      placeholder={notAssigned}
      description={`Clear it for ${notAssigned}.`}
    />
  );
}
