import { toastTimeoutMs } from '@velo/domain';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { content, icon, region, toast as toastStyle } from './Toast.css.ts';

export const toastTones = ['success', 'error', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

interface ToastContent {
  tone: ToastTone;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds before it hides itself; `toastTimeoutMs` (4 s) unless given. */
  timeout?: number;
}

const toastIcons: Record<ToastTone, IconName> = { success: 'check', error: 'alert', warning: 'alert' };

// One queue for the whole app, so any code (a data hook, a page) can show a toast without props.
const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

const show =
  (tone: ToastTone) =>
  (message: string, options: ToastOptions = {}) =>
    queue.add({ tone, message }, { timeout: options.timeout ?? toastTimeoutMs });

/** Shows notifications in the app's `ToastRegion`; each call returns the toast's key. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  close: (key: string) => queue.close(key),
  /** Removes every toast, e.g. when the user signs out. */
  clear: () => queue.clear(),
};

/**
 * Where toasts appear: bottom right, newest at the bottom. Render it once near the root of the app.
 * It is a landmark named "Notifications" (F6 reaches it); each toast is announced and has a Close button.
 */
export function ToastRegion() {
  return (
    <AriaToastRegion queue={queue} className={region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={toastStyle({ tone: toast.content.tone })}>
          <Icon name={toastIcons[toast.content.tone]} size={20} className={icon({ tone: toast.content.tone })} />
          <AriaToastContent className={content}>
            <Text slot="title">{toast.content.message}</Text>
          </AriaToastContent>
          <Button slot="close" variant="ghost" size="sm" aria-label="Close">
            <Icon name="x" size={16} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
