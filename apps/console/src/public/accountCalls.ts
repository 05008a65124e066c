// The public flows' calls, in a module of their own: the pages draw their first step without the API client
// and its schemas, and load them once on screen.
import {
  checkPasswordResetCode,
  resetPassword,
  sendPasswordResetCode,
  sendUserInvitationSmsCode,
  verifyUserInvitationSmsCode,
} from '@velo/api-client';
import { api } from '../api.ts';

export async function sendInvitationCode(invitationCode: string, phoneNumber: string) {
  await api.call(sendUserInvitationSmsCode, { query: { invitationCode, phoneNumber } });
}

export async function verifyInvitationCode(invitationCode: string, phoneNumber: string, activationCode: string) {
  await api.call(verifyUserInvitationSmsCode, { query: { invitationCode, phoneNumber, activationCode } });
}

export async function sendResetCode(emailAddress: string) {
  await api.call(sendPasswordResetCode, { body: { emailAddress } });
}

/** The user the code belongs to. */
export async function checkResetCode(code: string): Promise<number> {
  return (await api.call(checkPasswordResetCode, { query: { code } })).userId;
}

export async function setNewPassword(userId: number, resetCode: string, password: string) {
  await api.call(resetPassword, { body: { userId, resetCode, password } });
}
