import { getLocation, getLocationList, saveLocationPrice } from '@velo/api-client';
import { PricingForm, type PricingValues } from '@velo/design-system';
import { locationToastTimeoutMs, savedSuccessfully } from '@velo/domain';
import { useAction } from '../../data/useAction.ts';
import type { LocationTabProps } from './locationTabProps.ts';

/** The Pricing tab: the location's pricing, made or replaced. */
export default function LocationPricingTab({ location }: LocationTabProps) {
  const save = useAction(saveLocationPrice, {
    success: savedSuccessfully,
    timeout: locationToastTimeoutMs,
    revalidates: [getLocation, getLocationList],
  });
  const saveValues = async ({ defaultSubscriptionPrice, ...pricing }: PricingValues) => {
    await save({
      body: { locationId: location.id, locationPaymentType: 1, DefaultSubscriptionPrice: defaultSubscriptionPrice, ...pricing },
    });
  };
  return <PricingForm value={location.locationPricing} onSave={saveValues} />;
}
