import { describe, expect, it } from 'vitest';
import { formatPercentChange, percentChange, percentChangeDirection } from './percentChange.ts';

describe('percentChange', () => {
  it('is the change from the previous value in percent', () => {
    expect(percentChange(90, 80)).toBe(12.5);
    expect(percentChange(97, 100)).toBe(-3);
    expect(percentChange(0, 40)).toBe(-100);
    expect(percentChange(300, 100)).toBe(200);
  });

  it('is null without a previous value or when it was 0', () => {
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(10, null)).toBeNull();
    expect(percentChange(10, undefined)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('keeps the direction for a negative previous value', () => {
    expect(percentChange(-50, -100)).toBe(50);
  });
});

describe('formatPercentChange', () => {
  it('shows one decimal with a plus or a real minus sign', () => {
    expect(formatPercentChange(12.5)).toBe('+12.5%');
    expect(formatPercentChange(-3)).toBe('\u22123.0%');
    expect(formatPercentChange(33.333)).toBe('+33.3%');
    expect(formatPercentChange(-0.05)).toBe('\u22120.1%');
    expect(formatPercentChange(1250)).toBe('+1,250.0%');
  });

  it('reads No Change for none and for what rounds to 0.0', () => {
    expect(formatPercentChange(null)).toBe('No Change');
    expect(formatPercentChange(0)).toBe('No Change');
    expect(formatPercentChange(0.04)).toBe('No Change');
    expect(formatPercentChange(-0.04)).toBe('No Change');
    expect(formatPercentChange(Number.NaN)).toBe('No Change');
  });

  it('gives the arrow of the change as read', () => {
    expect(percentChangeDirection(12.5)).toBe('up');
    expect(percentChangeDirection(-3)).toBe('down');
    expect(percentChangeDirection(0.04)).toBe('flat');
    expect(percentChangeDirection(null)).toBe('flat');
  });
});
