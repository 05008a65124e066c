import { twoFactorCodeLength } from '@velo/domain';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Input } from 'react-aria-components';
import { description as descriptionStyle, field, fieldError, label as labelStyle } from '../Field/Field.css.ts';
import { Icon } from '../Icon/index.ts';
import { cell, cells } from './CodeInput.css.ts';

export interface CodeInputProps {
  label: string;
  description?: string;
  /** Shown under the cells, and marks them invalid. */
  errorMessage?: string | null;
  /** Number of digits; the two-factor code's length (4) unless given. */
  length?: number;
  /** Called on every change with the digits entered so far, in order. */
  onChange?(code: string): void;
  /** Called once every cell holds a digit. */
  onComplete?(code: string): void;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code typed into one cell per digit. Only digits are taken; typing moves to the next
 * cell, Backspace on an empty cell goes back, arrows move, and pasting (or the browser's one-time
 * code autofill) fills the cells from the current one on.
 */
export function CodeInput({
  label,
  description,
  errorMessage,
  length = twoFactorCodeLength,
  onChange,
  onComplete,
  isDisabled = false,
  autoFocus = false,
}: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const isInvalid = Boolean(errorMessage);

  const focusCell = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  function update(next: string[]) {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every(Boolean)) onComplete?.(code);
  }

  /** Writes `text`'s digits from cell `index` on and moves to the cell after the last one written. */
  function fill(index: number, text: string) {
    const typed = digitsOf(text).slice(0, length - index);
    if (!typed) return;
    const next = [...digits];
    [...typed].forEach((digit, offset) => (next[index + offset] = digit));
    update(next);
    focusCell(index + typed.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focusCell(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusCell(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  function onInput(index: number, value: string) {
    const previous = digits[index] ?? '';
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      update(next);
    } else if (previous && value.length > 1) {
      // Typed into a filled cell (the caret before or after its digit): keep only what was typed.
      fill(index, value.startsWith(previous) ? value.slice(previous.length) : value.slice(0, -previous.length));
    } else {
      fill(index, value);
    }
  }

  const describedBy = isInvalid ? `${id}-error` : description ? `${id}-description` : undefined;

  return (
    <div className={field}>
      <span id={`${id}-label`} className={labelStyle}>
        {label}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className={cells}>
        {digits.map((digit, index) => (
          <Input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={cell}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={isInvalid || undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            disabled={isDisabled}
            autoFocus={autoFocus && index === 0}
          />
        ))}
      </div>
      {isInvalid ? (
        <span id={`${id}-error`} className={fieldError}>
          <Icon name="alert" size={16} />
          {errorMessage}
        </span>
      ) : (
        description && (
          <span id={`${id}-description`} className={descriptionStyle}>
            {description}
          </span>
        )
      )}
    </div>
  );
}
