import { describe, expect, it } from 'vitest';
import { flagParam, idParam, textParam } from './listParams.ts';

describe('filter parameters in the address', () => {
  it('a tick box is on only as 1, and off leaves the address', () => {
    expect(flagParam.parse('1')).toBe(true);
    expect(flagParam.parse(null)).toBe(false);
    expect(flagParam.parse('true')).toBe(false);
    expect(flagParam.format(true)).toBe('1');
    expect(flagParam.format(false)).toBeNull();
  });

  it('a chosen record is a whole id in range; anything else is none', () => {
    expect(idParam.parse('12')).toBe(12);
    expect(idParam.parse('2147483647')).toBe(2147483647);
    for (const raw of [null, '', '0', '-3', '1.5', 'abc', '2147483648', ' ']) expect(idParam.parse(raw)).toBeNull();
    expect(idParam.format(12)).toBe('12');
    expect(idParam.format(null)).toBeNull();
  });

  it('a search box keeps its text as typed, waits for typing to pause, and empty leaves the address', () => {
    expect(textParam.parse('  Oslo ')).toBe('  Oslo ');
    expect(textParam.parse(null)).toBe('');
    expect(textParam.format('Oslo')).toBe('Oslo');
    expect(textParam.format('')).toBeNull();
    expect(textParam.waitsForTyping).toBe(true);
    expect(flagParam.waitsForTyping).toBeUndefined();
  });
});
