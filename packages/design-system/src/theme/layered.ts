import type { StyleRule } from '@vanilla-extract/css';
import { components } from './layers.css.ts';

/** Puts a component's style rule in the components layer, below utilities and above the reset. */
export const inComponentsLayer = (rule: StyleRule): StyleRule => ({ '@layer': { [components]: rule } });
