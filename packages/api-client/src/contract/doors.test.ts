import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { sampleDoor } from '../testing/samples.ts';
import { door } from './doors.ts';

describe('door', () => {
  it('takes one or more concurrent users, and 0 for no subscriber and no current order', () => {
    expect(issuePaths(door, { ...sampleDoor, maxConcurrent: 4, subscriptionUserId: 0, currentOrderId: 0 })).toEqual([]);
    expect(issuePaths(door, { ...sampleDoor, subscriptionUserId: 7, currentOrderId: 12 })).toEqual([]);
    expect(issuePaths(door, { ...sampleDoor, maxConcurrent: 0 })).toEqual(['maxConcurrent']);
    expect(issuePaths(door, { ...sampleDoor, subscriptionUserId: -1, currentOrderId: -1 })).toEqual([
      'subscriptionUserId',
      'currentOrderId',
    ]);
  });
});
