import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleOutboxMessage } from '../testing/samples.ts';
import { getOutbox } from './dev.ts';

describe('getOutbox', () => {
  it('is a GET of /api/dev/outbox that needs no session', () => {
    expect(getOutbox).toMatchObject({ method: 'GET', path: '/api/dev/outbox', auth: false });
  });

  it('answers the SMS and e-mail messages kept in the outbox', () => {
    const email = { ...sampleOutboxMessage, id: 2, channel: 'email', to: 'admin@velo.test', subject: 'Your code' };
    expect(issuePaths(getOutbox.result, { items: [sampleOutboxMessage, email] })).toEqual([]);
    expect(issuePaths(getOutbox.result, { items: [{ ...sampleOutboxMessage, channel: 'fax' }] })).toEqual(['items.0.channel']);
  });
});
