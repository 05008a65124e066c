import type { ReactNode } from 'react';
import { Icon } from '../Icon/index.ts';
import { brand, card, mark, page, tagline, wordmark } from './AuthLayout.css.ts';

export interface AuthLayoutProps {
  /** The form (sign in, reset password), shown centred on a card. */
  children: ReactNode;
  /** The line under the mark: the back-office's unless a public page for the app's users says its own. */
  tagline?: string;
}

/** The full-page frame for signing in: the Velo mark and tagline above a card. */
export function AuthLayout({ children, tagline: taglineText = 'Smart bicycle parking back-office' }: AuthLayoutProps) {
  return (
    <div className={page}>
      <div className={brand}>
        <span className={wordmark}>
          <span className={mark}>
            <Icon name="bicycle" size={24} />
          </span>
          Velo
        </span>
        <p className={tagline}>{taglineText}</p>
      </div>
      <main className={card}>{children}</main>
    </div>
  );
}
