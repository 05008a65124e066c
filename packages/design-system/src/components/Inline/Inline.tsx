import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

/** How children line up across the row. */
export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
/** Where the row's children sit along it; `space-between` pushes the first and last to the ends. */
export const inlineJustifications = ['start', 'center', 'end', 'space-between'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export type InlineJustification = (typeof inlineJustifications)[number];

const alignItems: Record<InlineAlignment, Sprinkles['alignItems']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
};

const justifyContent: Record<InlineJustification, Sprinkles['justifyContent']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
};

export interface InlineProps extends Omit<BoxProps, keyof Sprinkles> {
  /** The space between children, across and between lines, from the space scale. */
  gap: Sprinkles['gap'];
  align?: InlineAlignment;
  justify?: InlineJustification;
  /** Off keeps every child on one line, e.g. a button group that must not break. */
  wrap?: boolean;
}

/** Children side by side, wrapping onto the next line when there is no room: buttons, badges, filters. */
export function Inline({ gap, align = 'center', justify = 'start', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={alignItems[align]}
      justifyContent={justifyContent[justify]}
    />
  );
}
