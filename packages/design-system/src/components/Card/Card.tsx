import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { card, description as descriptionStyle, title as titleStyle } from './Card.css.ts';

export const cardHeadingLevels = [2, 3] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | keyof Sprinkles> {
  /** Names the card, e.g. "Opening hours"; a heading at `headingLevel`. */
  title?: string;
  /** 2 for a card on a page under its h1, 3 for a card inside a titled section. */
  headingLevel?: (typeof cardHeadingLevels)[number];
  description?: ReactNode;
  /** Buttons or links for the card's content, at the top right, e.g. "Edit". */
  actions?: ReactNode;
  /** Inner space from the space scale; tighter on narrow screens unless given. */
  padding?: Sprinkles['padding'];
  children: ReactNode;
}

/** A raised surface that groups one subject on a page: the sections of a detail page, a form's parts. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  padding = { narrow: 5, wide: 6 },
  className,
  children,
  ...props
}: CardProps) {
  const hasHeader = Boolean(title || description || actions);
  return (
    <Box
      {...props}
      as="section"
      background="surface"
      border="subtle"
      borderRadius="lg"
      boxShadow="sm"
      padding={padding}
      className={cx(card, className)}
    >
      <Stack gap={5}>
        {hasHeader && (
          <Inline gap={3} justify="space-between" align="start">
            <Stack gap={1}>
              {title && createElement(`h${headingLevel}`, { className: titleStyle }, title)}
              {description && <p className={descriptionStyle}>{description}</p>}
            </Stack>
            {actions && <Inline gap={2}>{actions}</Inline>}
          </Inline>
        )}
        <div>{children}</div>
      </Stack>
    </Box>
  );
}
