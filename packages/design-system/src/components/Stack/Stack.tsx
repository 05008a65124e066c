import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

/** How children line up across the stack; `stretch` makes each as wide as the stack. */
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

const alignItems: Record<StackAlignment, Sprinkles['alignItems']> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
};

export interface StackProps extends Omit<BoxProps, keyof Sprinkles> {
  /** The space between children, from the space scale; may differ on wide screens (`{ narrow: 4, wide: 6 }`). */
  gap: Sprinkles['gap'];
  align?: StackAlignment;
}

/** Children one under the other, a fixed gap apart: form fields, the sections of a detail page. */
export function Stack({ gap, align = 'stretch', ...props }: StackProps) {
  return <Box {...props} display="flex" flexDirection="column" gap={gap} alignItems={alignItems[align]} />;
}
