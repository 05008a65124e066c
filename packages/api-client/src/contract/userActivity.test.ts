import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { accessLogEntry, getPaymentOptions, getUserGroups, messageLogEntry } from './userActivity.ts';

describe("the user page's lists", () => {
  it('read access log entries In (0) and Out (1), their order and door gone once deleted', () => {
    const entry = { id: 1, orderId: 9, creationTime: '2026-03-01T08:00:00.000Z', door: { id: 4, name: 'A-01' }, direction: 0 };
    expect(issuePaths(accessLogEntry, entry)).toEqual([]);
    expect(issuePaths(accessLogEntry, { ...entry, orderId: null, door: null, direction: 1 })).toEqual([]);
    expect(issuePaths(accessLogEntry, { ...entry, direction: 2 })).toEqual(['direction']);
  });

  it('read messages, pending ones without a delivery time', () => {
    const message = {
      id: 3,
      to: '4791234567',
      from: null,
      subject: null,
      text: 'Your locker is ready',
      sendAt: null,
      sentOrReceivedAt: null,
      retries: 0,
      creationTime: '2026-03-01T08:00:00.000Z',
    };
    expect(issuePaths(messageLogEntry, message)).toEqual([]);
    expect(issuePaths(messageLogEntry, { ...message, retries: 1.5 })).toEqual(['retries']);
  });

  it('ask for the payment options of one user', () => {
    expect(issuePaths(getPaymentOptions.query, { userId: '7' })).toEqual([]);
    expect(issuePaths(getPaymentOptions.query, {})).toEqual(['userId']);
    expect(
      issuePaths(getPaymentOptions.result, [{ cardId: 'card_1', name: 'Nora Hansen', brand: 'Visa', expireDate: '04/28' }]),
    ).toEqual([]);
  });

  it("ask for a user's groups, its own by default", () => {
    expect(getUserGroups.body!.parse({ userId: 7 })).toEqual({ userId: 7, inGroup: true, skipCount: 0, maxResultCount: 10 });
    expect(issuePaths(getUserGroups.body, { inGroup: false })).toEqual(['userId']);
  });
});
