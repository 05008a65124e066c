import { describe, expect, it } from 'vitest';
import { fillPlaceholders, richTextToPlainText } from './renderMessageTemplate.ts';

describe('fillPlaceholders', () => {
  it('fills the known values and leaves an unknown placeholder as it is', () => {
    expect(fillPlaceholders('Code {{ResetCode}} for {{ UserName }}: {{Unknown}}', { ResetCode: 'AB12', UserName: 'kari' })).toBe(
      'Code AB12 for kari: {{Unknown}}',
    );
  });
});

describe('richTextToPlainText', () => {
  it('makes a line of each paragraph, heading and list item, and reads the entities back', () => {
    expect(
      richTextToPlainText('<h2>Hi &amp; welcome</h2><p>Your <strong>code</strong>:</p><ul><li>{{ResetCode}}</li></ul>'),
    ).toBe('Hi & welcome\nYour code:\n{{ResetCode}}');
  });
});
