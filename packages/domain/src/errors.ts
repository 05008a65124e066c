// Every error our server answers carries one of these stable codes in `error.code`, with this message
// unless the server words it for the case at hand. The console and the tests match the code, never the text.

export const errorMessages = {
  'Request.NotValid': 'Your request is not valid.',
  'Request.NotFound': 'There is no such record.',
  'Auth.NotSignedIn': 'Current user did not login to the application',
  'Auth.Forbidden': 'You are not allowed to do this.',
  'Auth.SessionEnded': 'Your session has ended. Sign in again.',
  'SignIn.InvalidCredentials': 'Invalid user name or password',
  'SignIn.Suspended': 'Your account is suspended',
  'SignIn.NotStaff': 'Only staff and client administrators can sign in to the back-office.',
  'TwoFactor.InvalidCode': 'Invalid verification code',
  'TwoFactor.CodeExpired': 'The verification code has expired. Ask for a new one.',
  'TwoFactor.NoSignInInProgress': 'Sign in again to get a new code.',
  'TwoFactor.ResendTooSoon': 'Please wait 30 seconds before asking for a new code.',
  'TwoFactor.NoPhoneNumber': 'There is no phone number to send the code to. Choose e-mail instead.',
  'TwoFactor.NoEmailAddress': 'There is no e-mail address to send the code to. Choose SMS instead.',
  'Location.PricingMissing': "Status didn't change. Pricing is missing.",
  'Location.MaintenanceStartAfterEnd': 'Incorrect, check time and date.',
  'Record.Stale': 'Someone else changed this record. Reload it and try again.',
  'Location.ClientNotOwn': 'A client administrator cannot move a location to another client.',
  'Location.GroupNotFound': 'One of the chosen groups does not exist or belongs to another client.',
  'Location.CountryNotFound': 'There is no such country.',
  'Door.NoLock': 'This door has no lock to unlock.',
  'Door.DeviceOffline': 'The door cannot be unlocked: its lock is offline.',
  'Door.LockUnavailable': 'This lock is not among the unused locks. Choose another.',
  'Door.LockGatewayFailed': 'The lock did not answer. Try again.',
  'Location.HasOrders': 'This location has orders: it cannot be deleted. Deactivate it instead.',
  'Order.AlreadyFinished': 'This order is already completed or cancelled.',
  'Order.NotFinished': 'Only a completed or cancelled order can be reactivated.',
  'Payment.NotRefundable': 'Only a paid payment can be refunded: this one is not paid, or is refunded already.',
  'User.UserNameTaken': 'There is already a user with this user name.',
  'User.EmailTaken': 'This e-mail address belongs to another user.',
  'User.DeleteSelf': 'You cannot delete yourself.',
  'User.SuspendSelf': 'You cannot suspend yourself.',
  'User.HasOrders': 'This user has orders: it cannot be removed. Suspend it instead.',
  'User.ClientNotOwn': 'A client administrator manages only the administrators of its own client.',
  'User.AccessLevelNotAllowed': 'You cannot change your own access level, nor give one above your own.',
  'User.BalanceAdminOnly': 'Only a system administrator can change a balance.',
  'User.NoPhoneNumber': 'This user has no phone number to send an SMS to.',
  'Module.LocationNotFound': 'There is no such location. Choose another, or Not assigned.',
  'Module.NotFound': 'There is no such module.',
  'Module.ItemNotInModule': 'One of the chosen items is not in this module.',
  'Module.NoNewLocation': 'New doors are made only when the module moves to another location.',
  'Item.LockTaken': 'Another door component has this lock. Choose another.',
  'Item.LockMissing': 'This door component has a lock type but no lock: choose its lock before making its door.',
  'Group.ClientNotFound': 'There is no such client.',
  'Group.UserNotFound': 'One of the chosen users does not exist.',
  'Group.MemberNotEndUser': 'Only end users can be members of a group: administrators and staff cannot.',
  'Group.MemberOfAnotherClient': "An end user of another client cannot be a member of this client's group.",
  'Client.InUse': 'This client still has locations, users or groups: move or delete them first.',
  'Client.OnlyNameAndContactInformation':
    "A client administrator can change only its client's name and contact information.",
  'Server.Internal': 'An internal error occurred during your request.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorMessages;

export const errorCodes = Object.keys(errorMessages) as ErrorCode[];

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(errorMessages, code);
