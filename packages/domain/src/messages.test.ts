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
    expect(messages.savedSuccessfully).toBe('Saved successfully');
    expect(messages.doorUnlocked).toBe('Door unlocked');
    expect(messages.newDoorAdded).toBe('New Door added to this location');
    expect(messages.noDoorsAdded).toBe('No doors added to this location');
    expect(messages.unlockTheDoor).toBe('Unlock the door');
    expect(messages.noData).toBe('No data');
    expect(messages.orderCompleted).toBe('Order completed');
    expect(messages.orderReactivated).toBe('Order reactivated');
    expect(messages.orderRefundSuccess).toBe('Order refund success');
  });

  it('open a location without hours at 06:00 to 22:00, and its map on Oslo at zoom 14', () => {
    expect(messages.defaultOpeningHours).toEqual({ openFrom: '06:00', openTo: '22:00' });
    expect(messages.defaultMapView).toEqual({ latitude: 59.9119, longitude: 10.7336, zoom: 14 });
  });

  it('put "Error: " before a failure shown in a toast', () => {
    expect(messages.errorToast('Failed to fetch')).toBe('Error: Failed to fetch');
  });
});
