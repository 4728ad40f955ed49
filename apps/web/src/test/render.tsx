import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** render() inside an awaited act(), so lazily loaded (suspending) screens resolve. */
export async function renderAsync(ui: ReactElement): Promise<RenderResult> {
  let result!: RenderResult;
  await act(async () => {
    result = render(ui);
    await new Promise((r) => setTimeout(r, 0));
  });
  return result;
}
