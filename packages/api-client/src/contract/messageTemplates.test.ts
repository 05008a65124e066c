import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import {
  createOrUpdateMessageTemplate,
  getMessageTemplateFilteredLanguages,
  getMessageTemplateImage,
  messageTemplate,
} from './messageTemplates.ts';

describe('createOrUpdateMessageTemplate', () => {
  it('needs a name, a language and text; creates without an id and copy allowed off by default', () => {
    expect(
      createOrUpdateMessageTemplate.body?.parse({ name: ' Welcome ', languageId: 2, text: '<p>Hi {{UserName}}</p>' }),
    ).toEqual({
      name: 'Welcome',
      languageId: 2,
      text: '<p>Hi {{UserName}}</p>',
      copyAllowed: false,
    });
    expect(issuePaths(createOrUpdateMessageTemplate.body, { name: ' ', text: '' })).toEqual(['name', 'languageId', 'text']);
  });

  it('takes an id, client and stamp to save, and nothing the contract does not name', () => {
    const save = { id: 4, name: 'Welcome', languageId: 1, text: '<p>x</p>', clientId: 2, subject: null, concurrencyStamp: 'v1' };
    expect(issuePaths(createOrUpdateMessageTemplate.body, save)).toEqual([]);
    expect(issuePaths(createOrUpdateMessageTemplate.body, { ...save, languageName: 'English' })).toEqual(['']);
    expect(issuePaths(createOrUpdateMessageTemplate.body, { ...save, clientId: 0 })).toEqual(['clientId']);
  });

  it('takes an image as a png or jpeg data URL, or null to remove it', () => {
    const save = { name: 'Welcome', languageId: 1, text: '<p>x</p>' };
    expect(issuePaths(createOrUpdateMessageTemplate.body, { ...save, image: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual([]);
    expect(issuePaths(createOrUpdateMessageTemplate.body, { ...save, image: null })).toEqual([]);
    expect(issuePaths(createOrUpdateMessageTemplate.body, { ...save, image: 'data:text/html;base64,PHNjcmlwdD4=' })).toEqual([
      'image',
    ]);
    expect(issuePaths(createOrUpdateMessageTemplate.body, { ...save, image: 'https://example.com/a.png' })).toEqual(['image']);
  });
});

describe('getMessageTemplateImage', () => {
  it('answers a png or jpeg file, nothing else', () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    expect(issuePaths(getMessageTemplateImage.result, { contentType: 'image/jpeg', bytes })).toEqual([]);
    expect(issuePaths(getMessageTemplateImage.result, { contentType: 'text/html', bytes })).toEqual(['contentType']);
    expect(issuePaths(getMessageTemplateImage.result, { contentType: 'image/png', bytes: 'iVBORw0KGgo=' })).toEqual(['bytes']);
  });
});

describe('getMessageTemplateFilteredLanguages', () => {
  it('takes a template name and a client id, both optional', () => {
    expect(getMessageTemplateFilteredLanguages.query?.parse({ tplName: 'Welcome', clientId: '3' })).toEqual({
      tplName: 'Welcome',
      clientId: 3,
    });
    expect(issuePaths(getMessageTemplateFilteredLanguages.query, {})).toEqual([]);
    expect(issuePaths(getMessageTemplateFilteredLanguages.query, { clientId: 'x' })).toEqual(['clientId']);
  });
});

describe('messageTemplate', () => {
  it('is the product’s own without a client', () => {
    const template = {
      id: 1,
      name: 'PasswordResetCode',
      languageId: 1,
      languageName: 'English',
      subject: null,
      text: '<p>{{ResetCode}}</p>',
      clientId: null,
      client: null,
      copyAllowed: false,
      creationTime: '2025-03-01T08:00:00Z',
      lastModificationTime: null,
      hasImage: false,
      concurrencyStamp: 'v1',
    };
    expect(issuePaths(messageTemplate, template)).toEqual([]);
  });
});
