import { createContext, useContext } from 'react';
import type { ScreenRoute } from './registry';

/** The screen being shown, for pages that need their own registry entry (title, layout). */
export const ScreenContext = createContext<ScreenRoute | null>(null);

export function useCurrentScreen(): ScreenRoute | null {
  return useContext(ScreenContext);
}
