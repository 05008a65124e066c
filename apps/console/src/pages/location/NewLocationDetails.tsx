import { useNavigate } from 'react-router';
import { createLocation, getLocationList } from '@velo/api-client';
import { LocationDetailsForm, type LocationDetails } from '@velo/design-system/location-details';
import { savedSuccessfully } from '@velo/domain';
import { useCountries } from '../../data/countries.ts';
import { useAction } from '../../data/useAction.ts';

/** The create page's Details: saved with the map's coordinates, then on to the new location's doors. */
export default function NewLocationDetails() {
  const navigate = useNavigate();
  const countries = useCountries();
  const create = useAction(createLocation, { success: savedSuccessfully, revalidates: [getLocationList] });
  const saveDetails = async ({ countryId, ...details }: LocationDetails) => {
    // The form saves only with a country chosen.
    if (countryId === null) return;
    const created = await create({ body: { countryId, ...details } });
    if (created) navigate(`/locations/${created.id}/doors`);
  };
  return <LocationDetailsForm value={null} countries={countries.data?.items ?? []} onSave={saveDetails} />;
}
