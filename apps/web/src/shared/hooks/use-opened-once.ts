import { useState } from 'react';

/**
 * True from the first time `open` is true onwards: a panel loaded on demand mounts when it is first
 * opened and then stays mounted, so that closing it keeps its state and its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
