import type { vars } from '../theme/contract.css.ts';
import type { Sprinkles } from './sprinkles.css.ts';

// The values layout props accept, as lists for stories' controls.

export type Space = keyof typeof vars.space;
export const spaceScale = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] as const satisfies readonly Space[];

export const boxBackgrounds = ['canvas', 'surface', 'raised', 'sunken'] as const satisfies ReadonlyArray<Sprinkles['background']>;
export const boxTextTones = ['primary', 'secondary', 'muted'] as const satisfies ReadonlyArray<Sprinkles['color']>;
export const boxBorders = ['none', 'subtle', 'default'] as const satisfies ReadonlyArray<Sprinkles['border']>;
export const boxRadii = ['sm', 'md', 'lg', 'full'] as const satisfies ReadonlyArray<Sprinkles['borderRadius']>;
