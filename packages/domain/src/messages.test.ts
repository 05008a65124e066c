import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('messages', () => {
  it('quote the texts the console shows word for word', () => {
    expect(messages.standardSignInError).toBe('Sign-in failed. Check your user name and password.');
    expect(messages.codeSendFailed).toBe('There was an error while sending the code. Please try again later.');
    expect(messages.codeSent).toBe('Code successfully sent.');
    expect(messages.formNotValid).toBe('Form is not valid. Please check for errors');
    expect(messages.noLocationsYet).toBe('No locations yet.');
    expect(messages.noResultsFound).toBe('No results found');
    expect(messages.noPaymentStatus).toBe('No Payment Status');
    expect(messages.failedToGetLocations).toBe('Failed to get locations list');
    expect(messages.notAssignedToClient).toBe('Not assigned to any client');
    expect(messages.incorrectInput).toBe('Incorrect input');
    expect(messages.statusChanged).toBe('Status successfully changed');
    expect(messages.maintenanceTimeUpdated).toBe('Location maintenance time updated');
    expect(messages.maintenanceFinished).toBe('Location maintenance finished');
    expect(messages.requiredField).toBe('Required');
    expect(messages.openToAfterOpenFrom).toBe('Open to must be after Open from');
  });

  it('put "Error: " before a failure shown in a toast', () => {
    expect(messages.errorToast('Failed to fetch')).toBe('Error: Failed to fetch');
  });
});
