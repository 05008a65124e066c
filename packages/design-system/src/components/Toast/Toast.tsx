import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from './toastQueue.ts';

export { toast, toastTones, type ToastOptions, type ToastTone } from './toastQueue.ts';

// Most pages show no toast before someone acts: the region's code loads with the first toast.
const ToastList = lazy(() => import('./ToastList.tsx'));

/**
 * Where toasts appear: bottom right, newest at the bottom. Render it once near the root of the app.
 * It is a landmark named "Notifications" (F6 reaches it) while toasts are on screen; each toast is
 * announced and has a Close button.
 */
export function ToastRegion() {
  const [isNeeded, setNeeded] = useState(() => toastQueue.visibleToasts.length > 0);

  useEffect(() => {
    if (isNeeded) return;
    return toastQueue.subscribe(() => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    });
  }, [isNeeded]);

  return isNeeded ? (
    <Suspense>
      <ToastList />
    </Suspense>
  ) : null;
}
