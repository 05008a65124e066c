import type { ReactNode } from 'react';
import { Icon } from '../Icon/index.ts';
import { brand, card, mark, page, tagline, wordmark } from './AuthLayout.css.ts';

export interface AuthLayoutProps {
  /** The form (sign in, reset password), shown centred on a card. */
  children: ReactNode;
}

/** The full-page frame for signing in: the Velo mark and tagline above a card. */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <div className={page}>
      <div className={brand}>
        <span className={wordmark}>
          <span className={mark}>
            <Icon name="bicycle" size={24} />
          </span>
          Velo
        </span>
        <p className={tagline}>Smart bicycle parking back-office</p>
      </div>
      <main className={card}>{children}</main>
    </div>
  );
}
