import { describe, expect, it } from 'vitest';
import { brokenPlaceholdersIn, messageTemplateDraftProblems, placeholdersIn, placeholdersLost } from './messageTemplates.ts';

describe('placeholdersIn', () => {
  it('lists each double-brace value once, in order, as the server reads them', () => {
    expect(placeholdersIn('<p>Hi {{UserName}}, code {{ ResetCode }} ({{UserName}})</p>')).toEqual(['UserName', 'ResetCode']);
  });
});

describe('brokenPlaceholdersIn', () => {
  it('finds a name with a space and unmatched braces, and passes intact ones', () => {
    expect(brokenPlaceholdersIn('<p>{{User Name}} and {{Code} and {Location}} but {{ResetCode}}</p>')).toEqual([
      '{{User Name}}',
      '{{Code}',
      '{Location}}',
    ]);
    expect(brokenPlaceholdersIn('<p>Hello {{UserName}}, {{ Code }}</p>')).toEqual([]);
  });
});

describe('placeholdersLost', () => {
  it('names the saved placeholders an edit broke', () => {
    expect(placeholdersLost('{{UserName}} {{ResetCode}}', '{{User Name}} {{ResetCode}}')).toEqual(['UserName']);
  });
});

describe('messageTemplateDraftProblems', () => {
  it('needs a name, a language and visible text', () => {
    expect(messageTemplateDraftProblems({ name: ' ', languageId: null, subject: '', text: '<p><br></p>' })).toEqual({
      name: 'This field is required',
      languageId: 'This field is required',
      text: 'This field is required',
    });
    expect(messageTemplateDraftProblems({ name: 'Welcome', languageId: 1, subject: '', text: '<p>Hi</p>' })).toEqual({});
  });
});
