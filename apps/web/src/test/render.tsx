import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * render() inside an awaited act(), so lazily loaded (suspending) screens resolve, with a query
 * client of its own (the shell's header reads the notification feed); a screen's own provider
 * inside it wins.
 */
export async function renderAsync(ui: ReactElement): Promise<RenderResult> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result!: RenderResult;
  await act(async () => {
    result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
    await new Promise((r) => setTimeout(r, 0));
  });
  return result;
}
