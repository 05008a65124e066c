import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { calendarButton, calendarGrid, calendarHeader, calendarHeaderCell, calendarHeading } from './DateTimeField.css.ts';

/**
 * A calendar's month: the previous and next buttons around its name, and the grid of days. Inside React Aria's
 * Calendar or RangeCalendar, which give it the month and the selection; `cellClassName` styles a day for either.
 */
export function CalendarMonth({ cellClassName }: { cellClassName: string }) {
  return (
    <>
      <header className={calendarHeader}>
        <AriaButton slot="previous" className={calendarButton}>
          <Icon name="chevron-left" size={16} />
        </AriaButton>
        <Heading className={calendarHeading} />
        <AriaButton slot="next" className={calendarButton}>
          <Icon name="chevron-right" size={16} />
        </AriaButton>
      </header>
      <CalendarGrid className={calendarGrid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={calendarHeaderCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
