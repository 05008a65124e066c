import { Radio, RadioGroup } from 'react-aria-components';
import { incorrectInput, maxAmount, pricingDurationHours, pricingMinimums } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { FieldLabel } from '../Field/Field.tsx';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { NumberField } from '../NumberField/index.ts';
import { Stack } from '../Stack/index.ts';
import { circle, radio, radioGroup } from './PricingForm.css.ts';

/** A location's pricing as the server stores it: amounts in the currency with two decimals, durations in whole hours. */
export interface PricingValues {
  startPriceAmount: number;
  startPriceDuration: number;
  mainPriceAmount: number;
  mainPriceDuration: number;
  maxDailyAmount: number;
  defaultSubscriptionPrice: number;
  allowNoVerifiedPayment: boolean;
}

export const paymentModels = ['one-time', 'per-interval'] as const;
export type PaymentModel = (typeof paymentModels)[number];

export interface PricingFormProps {
  /** The saved pricing; null when the location has none yet. */
  value: PricingValues | null;
  /** Called only with valid values; a returned promise keeps Save pending while it runs. */
  onSave(values: PricingValues): void | Promise<void>;
  isPending?: boolean;
  /** Shows the pricing without Save, its fields read-only. */
  isReadOnly?: boolean;
  /** Shown under each amount. */
  currency?: string;
}

/** A one-time payment covers this many hours: the start price for the first day. */
const oneTimeHours = pricingDurationHours.max;

/** The mode a saved pricing reads as: one-time when both rules are the same amount for 24 hours. */
export function paymentModelOf(value: PricingValues | null): PaymentModel {
  if (!value) return 'one-time';
  const { startPriceAmount, startPriceDuration, mainPriceAmount, mainPriceDuration } = value;
  return startPriceDuration === oneTimeHours && mainPriceDuration === oneTimeHours && startPriceAmount === mainPriceAmount
    ? 'one-time'
    : 'per-interval';
}

type NumberKey = Exclude<keyof PricingValues, 'allowNoVerifiedPayment'>;
interface Draft extends Record<NumberKey | 'price', number> {
  model: PaymentModel;
  allowNoVerifiedPayment: boolean;
}

// NaN is an empty field. A new pricing starts empty but for the day's cap and the subscription (0).
function draftOf(value: PricingValues | null): Draft {
  const model = paymentModelOf(value);
  if (!value) {
    return {
      model,
      price: NaN,
      startPriceAmount: NaN,
      startPriceDuration: NaN,
      mainPriceAmount: NaN,
      mainPriceDuration: NaN,
      maxDailyAmount: 0,
      defaultSubscriptionPrice: 0,
      allowNoVerifiedPayment: false,
    };
  }
  return { ...value, model, price: model === 'one-time' ? value.mainPriceAmount : NaN };
}

const isAmount = (min: number) => (amount: number) =>
  Number.isFinite(amount) && amount >= min && amount <= maxAmount && Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
const isHours = (hours: number) =>
  Number.isInteger(hours) && hours >= pricingDurationHours.min && hours <= pricingDurationHours.max;

const rules: Record<NumberKey | 'price', (value: number) => boolean> = {
  price: isAmount(pricingMinimums.mainPriceAmount),
  startPriceAmount: isAmount(pricingMinimums.startPriceAmount),
  startPriceDuration: isHours,
  mainPriceAmount: isAmount(pricingMinimums.mainPriceAmount),
  mainPriceDuration: isHours,
  maxDailyAmount: isAmount(pricingMinimums.maxDailyAmount),
  defaultSubscriptionPrice: isAmount(pricingMinimums.defaultSubscriptionPrice),
};

const fieldsOf = (model: PaymentModel): (NumberKey | 'price')[] => [
  ...(model === 'one-time'
    ? (['price'] as const)
    : (['startPriceAmount', 'startPriceDuration', 'mainPriceAmount', 'mainPriceDuration'] as const)),
  'maxDailyAmount',
  'defaultSubscriptionPrice',
];

/** The fields of the draft's payment model that break their rule. */
const invalidFields = (draft: Draft) => fieldsOf(draft.model).filter((key) => !rules[key](draft[key]));

function valuesOf(draft: Draft): PricingValues {
  const oneTime = draft.model === 'one-time';
  return {
    startPriceAmount: oneTime ? draft.price : draft.startPriceAmount,
    startPriceDuration: oneTime ? oneTimeHours : draft.startPriceDuration,
    mainPriceAmount: oneTime ? draft.price : draft.mainPriceAmount,
    mainPriceDuration: oneTime ? oneTimeHours : draft.mainPriceDuration,
    maxDailyAmount: draft.maxDailyAmount,
    defaultSubscriptionPrice: draft.defaultSubscriptionPrice,
    allowNoVerifiedPayment: draft.allowNoVerifiedPayment,
  };
}

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const hours = { maximumFractionDigits: 0 };

/**
 * A location's pricing. "Payment model" chooses between:
 * - One-time payment: one Price (at least 1), saved as the start price for the first 24 hours with the main
 *   rule the same: startPriceAmount = mainPriceAmount = Price, startPriceDuration = mainPriceDuration = 24
 *   (so the main amount's minimum of 1 holds). A saved pricing of that shape opens as one-time.
 * - Per interval: a start amount (at least 0) for a start duration, then a main amount (at least 1) per main
 *   duration; durations are whole hours from 1 to 24.
 * Always: Max per day and Default monthly subscription price (at least 0) and Allow orders without a
 * verified payment. A new pricing opens as one-time with empty prices and 0 for the other amounts.
 * Save checks every rule: a broken one shows "Incorrect input" under its field, the form "Form is not
 * valid. Please check for errors", and onSave is not called.
 */
export function PricingForm({ value, onSave, isPending = false, isReadOnly = false, currency = 'NOK' }: PricingFormProps) {
  const { draft, change, showErrors, formError, pending, submit } = useFormSave({
    value,
    draftOf,
    isValid: (current) => invalidFields(current).length === 0,
    save: (current) => onSave(valuesOf(current)),
    isPending,
    isReadOnly,
  });
  const invalid = invalidFields(draft);
  const isInvalid = (key: NumberKey | 'price') => showErrors && invalid.includes(key);

  const number = (key: NumberKey | 'price', label: string, unit: 'money' | 'hours') => (
    <NumberField
      label={label}
      description={unit === 'money' ? currency : 'hours'}
      formatOptions={unit === 'money' ? money : hours}
      step={unit === 'money' ? 0.01 : 1}
      value={draft[key]}
      onChange={(next) => change({ [key]: next })}
      isInvalid={isInvalid(key)}
      errorMessage={incorrectInput}
      isReadOnly={isReadOnly}
      isDisabled={pending}
    />
  );

  return (
    <Card title="Pricing">
      <Form onSubmit={submit} validationBehavior="aria" error={formError}>
        <Stack gap={6}>
          <RadioGroup
            className={radioGroup}
            value={draft.model}
            onChange={(model) => change({ model: model as PaymentModel })}
            isReadOnly={isReadOnly}
            isDisabled={pending}
          >
            <FieldLabel>Payment model</FieldLabel>
            <Inline gap={6}>
              <Radio value="one-time" className={radio}>
                <span className={circle} aria-hidden="true" />
                One-time payment
              </Radio>
              <Radio value="per-interval" className={radio}>
                <span className={circle} aria-hidden="true" />
                Per interval
              </Radio>
            </Inline>
          </RadioGroup>
          {draft.model === 'one-time' ? (
            number('price', 'Price', 'money')
          ) : (
            <Stack gap={5}>
              <Inline gap={5} align="start">
                {number('startPriceAmount', 'Start price', 'money')}
                {number('startPriceDuration', 'Start duration', 'hours')}
              </Inline>
              <Inline gap={5} align="start">
                {number('mainPriceAmount', 'Main price', 'money')}
                {number('mainPriceDuration', 'Main duration', 'hours')}
              </Inline>
            </Stack>
          )}
          <Inline gap={5} align="start">
            {number('maxDailyAmount', 'Max per day', 'money')}
            {number('defaultSubscriptionPrice', 'Default monthly subscription price', 'money')}
          </Inline>
          <Checkbox
            isSelected={draft.allowNoVerifiedPayment}
            onChange={(allow) => change({ allowNoVerifiedPayment: allow })}
            isReadOnly={isReadOnly}
            isDisabled={pending}
          >
            Allow orders without a verified payment
          </Checkbox>
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
