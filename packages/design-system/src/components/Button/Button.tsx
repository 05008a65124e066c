import { useId, useLayoutEffect } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeClassName } from '../../styles/cx.ts';
import { button, spinner } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export interface ButtonProps extends AriaButtonProps {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** A square button holding only an icon; name it with `aria-label`. */
  isIconOnly?: boolean;
}

/** A button: React Aria's, so press, focus and pending states behave the same everywhere. */
export function Button({ variant, size, isIconOnly, className, children, id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useAnnouncementsEndWithTheButton(buttonId);
  return (
    <AriaButton {...props} id={buttonId} className={composeClassName(button({ variant, size, isIconOnly }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <span className={spinner} aria-hidden="true" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}

/**
 * A focused button announces going pending and back by pointing the live region at itself (`aria-labelledby`).
 * When such a button goes away (a dialog closes, sign-in leaves the page), that message would point at nothing
 * for seconds, which screen readers and axe take for an unnamed image: the button takes its messages with it.
 */
function useAnnouncementsEndWithTheButton(buttonId: string) {
  // A layout effect: its clean-up runs as the button leaves the page, not some frames later.
  useLayoutEffect(() => {
    const removeMessages = () => {
      const messages = document.querySelectorAll(`[aria-live] [aria-labelledby~="${CSS.escape(buttonId)}"]`);
      for (const message of messages) message.remove();
    };
    return () => {
      removeMessages();
      // React Aria holds the first announcement of a page back 100 ms (until its region is in the document), so
      // a button that leaves sooner can be announced after it left: look once more when that wait is over.
      setTimeout(removeMessages, firstAnnouncementDelayMs);
    };
  }, [buttonId]);
}

const firstAnnouncementDelayMs = 150;
