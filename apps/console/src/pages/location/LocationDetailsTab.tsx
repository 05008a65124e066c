import { getLocation, getLocationList, updateLocation } from '@velo/api-client';
import { LocationDetailsForm, type LocationDetails } from '@velo/design-system/location-details';
import { savedSuccessfully } from '@velo/domain';
import { useCountries } from '../../data/countries.ts';
import { useAction } from '../../data/useAction.ts';
import type { LocationTabProps } from './locationTabProps.ts';

/** The Details tab (it loads the map): the location's name, address, site contact and coordinates. */
export default function LocationDetailsTab({ location }: LocationTabProps) {
  const countries = useCountries();
  const save = useAction(updateLocation, { success: savedSuccessfully, revalidates: [getLocation, getLocationList] });
  const saveDetails = async ({ countryId, ...details }: LocationDetails) => {
    // The form saves only with a country chosen.
    if (countryId === null) return;
    await save({ body: { id: location.id, concurrencyStamp: location.concurrencyStamp, countryId, ...details } });
  };
  return <LocationDetailsForm value={location} countries={countries.data?.items ?? []} onSave={saveDetails} />;
}
