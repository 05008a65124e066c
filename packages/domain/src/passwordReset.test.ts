import { describe, expect, it } from 'vitest';
import {
  looksLikeEmailAddress,
  normalizePasswordResetCode,
  passwordResetCodeAlphabet,
  passwordResetCodeLength,
} from './passwordReset.ts';

describe('password reset codes', () => {
  it('are read as issued whatever the case, spaces or dashes typed', () => {
    expect(normalizePasswordResetCode(' abcde-23456 ')).toBe('ABCDE23456');
    expect(normalizePasswordResetCode('AB CD E2 3456')).toBe('ABCDE23456');
  });

  it('use no letter or digit that reads as another, and are long enough not to be guessed', () => {
    expect(passwordResetCodeAlphabet).not.toMatch(/[01ILO]/);
    expect(passwordResetCodeLength * Math.log2(passwordResetCodeAlphabet.length)).toBeGreaterThan(45);
  });
});

describe('looksLikeEmailAddress', () => {
  it('wants something, an @ and a dotted domain', () => {
    expect(looksLikeEmailAddress('kari@example.no')).toBe(true);
    for (const text of ['', 'kari', 'kari@', 'kari@example', '@example.no', 'kari @example.no']) {
      expect(looksLikeEmailAddress(text), text).toBe(false);
    }
  });
});
