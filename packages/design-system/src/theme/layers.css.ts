import { layer } from '@vanilla-extract/css';

// Declared in this order, so this is the cascade order: a utility beats a component, a component
// beats the base styles, and everything beats the reset.
export const reset = layer('reset');
export const base = layer('base');
export const components = layer('components');
export const utilities = layer('utilities');
