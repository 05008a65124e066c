export * from './PricingForm.tsx';
