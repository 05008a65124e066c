import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A page whose code loads when it is first drawn, or ahead of that by `load`. */
export type LoadablePage<Props extends object = object, Module = { default: unknown }> = FunctionComponent<Props> & {
  load(): Promise<Module>;
};

/**
 * A page (or a tab of one) loaded when first visited, whose chunk `load` can fetch ahead: while the session is
 * checked, or when a link to it is pointed at. A page fetched ahead draws at once: `React.lazy` alone would still
 * suspend for a moment and show its fallback, and React holds back content revealed after a fallback for 300 ms.
 */
export function loadablePage<Props extends object, Module extends { default: ComponentType<Props> }>(
  load: () => Promise<Module & { default: ComponentType<Props> }>,
): LoadablePage<Props, Module> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Module> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (failure: unknown) => {
        // Asked again (the next visit, the next link pointed at), the chunk is fetched again.
        loading = undefined;
        throw failure;
      },
    ));
  const Lazy = lazy(loadOnce);
  // Chosen once per mount: switching from the lazy component to the loaded one would mount the page again.
  function LoadablePage(props: Props) {
    const [Page] = useState(() => loaded ?? Lazy);
    return <Page {...props} />;
  }
  return Object.assign(LoadablePage, { load: loadOnce });
}
