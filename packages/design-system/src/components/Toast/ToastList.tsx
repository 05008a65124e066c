import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { content, icon, region, toast as toastStyle } from './Toast.css.ts';
import { toastQueue, type ToastTone } from './toastQueue.ts';

const toastIcons: Record<ToastTone, IconName> = { success: 'check', error: 'alert', warning: 'alert' };

/** The toasts on screen: a landmark named "Notifications"; each toast is announced and has a Close button. */
export default function ToastList() {
  return (
    <AriaToastRegion queue={toastQueue} className={region}>
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
