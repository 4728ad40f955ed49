import { useState, type ComponentType, type ReactNode } from 'react';

/** How a header popup's trigger looks and is named: the same before and after the popup's code has loaded. */
export type PopupTrigger = {
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
  'data-menu-group'?: string;
};

/** What a loaded popup receives besides its own props: its trigger, and whether it opens at once. */
export type LoadedPopupProps = {
  trigger: PopupTrigger;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
};

type DeferredProps<P> = P & { trigger: PopupTrigger; onOpenChange?: (open: boolean) => void };

/**
 * A header dropdown or popover whose code loads on first use (ADR 0140). The popup library and
 * its positioning (Radix menus and popovers, floating-ui: about 28 KB gzip) are not needed to draw
 * the header, and every signed-in screen draws it. Until the first press the trigger is a plain
 * button with the same look and name; pointing at it or focusing it starts the download, and the
 * press swaps in the popup, open (it takes focus as it opens, and gives it back to its trigger
 * when it closes). The swap happens only on a press: swapping the button under a pointer that is
 * already going down would lose the click.
 */
export function deferredPopup<P extends object>(
  load: () => Promise<ComponentType<P & LoadedPopupProps>>,
  kind: 'menu' | 'dialog',
): ComponentType<DeferredProps<P>> {
  let loaded: ComponentType<P & LoadedPopupProps> | null = null;
  let loading: Promise<ComponentType<P & LoadedPopupProps>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (popup) => (loaded = popup),
      (error: unknown) => {
        loading = null; // a failed download is tried again at the next use
        throw error;
      },
    ));
  const prefetch = () => void start().catch(() => undefined);

  return function DeferredPopup(props: DeferredProps<P>) {
    // Mounted after the code is in (another screen, another instance used it): the popup itself, closed.
    const [state, setState] = useState<{ Popup: ComponentType<P & LoadedPopupProps>; open: boolean } | null>(() =>
      loaded ? { Popup: loaded, open: false } : null,
    );
    if (state) return <state.Popup {...props} defaultOpen={state.open} />;
    return (
      <button
        type="button"
        aria-haspopup={kind}
        aria-expanded={false}
        {...props.trigger}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          props.onOpenChange?.(true);
          start().then(
            (Popup) => setState({ Popup, open: true }),
            () => undefined,
          );
        }}
      />
    );
  };
}
