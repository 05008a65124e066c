import { useSWRConfig } from 'swr';
import {
  ApiError,
  changePassword,
  type BodyOf,
  getConfiguration,
  getUserSettings,
  hasErrorCode,
  twoFactorAuthenticateEnable,
} from '@velo/api-client';
import { toast, type ChangePasswordOutcome, type TwoFactorChoice } from '@velo/design-system';
import { changePasswordFailed, passwordChanged, twoFactorEnabled, twoFactorRemoved } from '@velo/domain';
import { api } from '../api.ts';
import { toastError } from '../feedback.ts';
import { useApi } from './useApi.ts';

export const useUserSettings = () => useApi(getUserSettings, {});
export const useRunningConfiguration = () => useApi(getConfiguration, {});

/**
 * Change password: the toast on success; a wrong current password goes back to the form (a field
 * error), any other refusal shows the server's message, and no answer at all the generic one.
 */
export function useChangePassword() {
  return async (values: { currentPassword: string; newPassword: string }): Promise<ChangePasswordOutcome> => {
    try {
      await api.call(changePassword, { body: values });
      toast.success(passwordChanged);
      return 'saved';
    } catch (error) {
      if (hasErrorCode(error, 'Identity.PasswordMismatch')) return 'currentPasswordIncorrect';
      if (error instanceof ApiError && error.status === null) toast.error(changePasswordFailed);
      else toastError(error);
      return 'failed';
    }
  };
}

/** Two-factor on, changed or off, with the spec's toasts; the settings are asked again either way. */
export function useTwoFactorChanges() {
  const { mutate } = useSWRConfig();
  const send = async (body: BodyOf<typeof twoFactorAuthenticateEnable>, success: string) => {
    try {
      await api.call(twoFactorAuthenticateEnable, { body });
      toast.success(success);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      await mutate((key) => Array.isArray(key) && key[0] === getUserSettings.path);
    }
  };
  return {
    save: (choice: TwoFactorChoice) => send({ isTwoFactorEnabled: true, ...choice }, twoFactorEnabled),
    remove: () => send({ isTwoFactorEnabled: false }, twoFactorRemoved),
  };
}
