import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { separator, toolbar, toolButton } from './RichTextEditor.css.ts';

export interface ToolbarProps {
  label: string;
  children: ReactNode;
}

/**
 * A toolbar with one tab stop: Tab enters on the last used button, the arrow keys (and Home, End) move
 * between the buttons, and Tab again goes on to the text.
 */
export function Toolbar({ label, children }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const buttons = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];

  const moveTo = (target: HTMLButtonElement | undefined) => {
    if (!target) return;
    for (const button of buttons()) button.tabIndex = button === target ? 0 : -1;
    target.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const current = all.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const next = {
      ArrowRight: all[(current + 1) % all.length],
      ArrowLeft: all[(current - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  // The button last focused keeps the tab stop, also when focus came by a click.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLButtonElement)
      for (const button of buttons()) button.tabIndex = button === event.target ? 0 : -1;
  };

  return (
    <div ref={ref} role="toolbar" aria-label={label} className={toolbar} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </div>
  );
}

export interface ToolButtonProps {
  label: string;
  /** A toggle (bold, a heading): announced as pressed or not. */
  isPressed?: boolean;
  isDisabled?: boolean;
  /** Whether this button holds the toolbar's tab stop before any was used. */
  isFirst?: boolean;
  onPress(): void;
  children: ReactNode;
}

export function ToolButton({ label, isPressed, isDisabled, isFirst, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={toolButton}
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      // Still focusable, so the arrow keys do not skip it and the tab stop never lands on a dead button.
      aria-disabled={isDisabled || undefined}
      tabIndex={isFirst ? 0 : -1}
      // Keeps the text's selection while a pointer presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => !isDisabled && onPress()}
    >
      {children}
    </button>
  );
}

export function ToolSeparator() {
  return <span role="separator" aria-orientation="vertical" className={separator} />;
}
