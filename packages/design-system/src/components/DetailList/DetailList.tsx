import { Fragment, type ReactNode } from 'react';
import { detail, list, term } from './DetailList.css.ts';

export interface DetailListItem {
  label: string;
  /** Text, a badge, an amount…; null or empty shows a dash. */
  value: ReactNode;
}

/** A record's fields as label and value pairs (a description list), e.g. an order's details. */
export function DetailList({ items }: { items: readonly DetailListItem[] }) {
  return (
    <dl className={list}>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt className={term}>{label}</dt>
          <dd className={detail}>{value === null || value === '' ? '—' : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
