import type { ReactNode } from 'react';
import {
  actions as actionsStyle,
  description as descriptionStyle,
  pageHeader,
  text,
  title as titleStyle,
} from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A sentence under the title on what the page is for. */
  description?: ReactNode;
  /** The page's main actions, e.g. a primary "New location" button. */
  actions?: ReactNode;
}

/** The top of every page: its title as the page's one h1, an optional description, and its main actions beside it. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={pageHeader}>
      <div className={text}>
        <h1 className={titleStyle}>{title}</h1>
        {description && <p className={descriptionStyle}>{description}</p>}
      </div>
      {actions && <div className={actionsStyle}>{actions}</div>}
    </header>
  );
}
