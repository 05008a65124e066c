import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { actions as actionsStyle, body, dialog, heading, modal, overlay } from './Dialog.css.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'
> {
  title: ReactNode;
  children: ReactNode;
  /** Buttons in the footer, right-aligned; the primary action last. */
  actions?: ReactNode;
  /** Whether a click outside closes the dialog (Escape closes it unless `isKeyboardDismissDisabled`). */
  isDismissable?: boolean;
  size?: (typeof dialogSizes)[number];
  /** `alertdialog` for a confirmation that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: title, body and an actions row. Focus moves into it, stays trapped inside while
 * it is open and returns to the trigger when it closes. Open it with `isOpen`, or put it inside a
 * React Aria `DialogTrigger` next to its trigger button.
 */
export function Dialog({ title, children, actions, isDismissable = true, size, role, ...overlayProps }: DialogProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={overlay}>
      <Modal className={modal({ size })}>
        <AriaDialog role={role} className={dialog}>
          <Heading slot="title" className={heading}>
            {title}
          </Heading>
          <div className={body}>{children}</div>
          {actions && <div className={actionsStyle}>{actions}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
