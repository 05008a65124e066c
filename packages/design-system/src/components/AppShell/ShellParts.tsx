import { Link } from 'react-aria-components';
import { initials } from '@velo/domain';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { accountButton, accountName, avatar, logo, logoMark } from './AppShell.css.ts';

function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return initials({ name: parts[0] ?? '', surname: parts.length > 1 ? (parts.at(-1) ?? '') : '' });
}

/** The top bar's account button: the account menu's trigger once that has loaded. */
export function AccountButton({ userName, ...props }: ButtonProps & { userName: string }) {
  return (
    <Button {...props} variant="ghost" className={accountButton}>
      <span className={avatar} aria-hidden="true">
        {initialsOf(userName)}
      </span>
      {/* The name comes from the content, so it always holds the visible text. */}
      <span className={visuallyHidden}>Account menu, </span>
      <span className={accountName}>{userName}</span>
      <Icon name="chevron-down" size={16} />
    </Button>
  );
}

export function Logo() {
  return (
    <Link href="/" className={logo}>
      <span className={logoMark}>
        <Icon name="bicycle" />
      </span>
      Velo
    </Link>
  );
}
