import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './paths.js';

/**
 * axe-core is not a dependency of the e2e workspace: it comes with lighthouse (bench) in the root
 * node_modules, so it is read from there by path. Evaluated from the driver rather than added as a
 * script tag: the server's CSP (script-src 'self') refuses inline scripts, and bypassing the CSP
 * would let through what production blocks, so the audited page would not be the real one.
 */
const axeSource = readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeViolation = { id: string; impact: string | null; count: number; target: string; html: string };

type AxeWindow = {
  axe: {
    run: (
      context: Document,
      options: object,
    ) => Promise<{
      violations: { id: string; impact?: string | null; nodes: { target: string[]; html: string }[] }[];
    }>;
  };
};

/** Waits for network idle, the screen's loaders and busy regions to go, and the fonts. */
export async function settleScreen(page: Page): Promise<void> {
  await page.getByTestId('app-shell').waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const content = document.querySelector('[data-testid="route-content"]');
    return (
      content !== null &&
      content.childElementCount > 0 &&
      !content.querySelector('.spinner, [aria-busy="true"]') &&
      document.fonts.status === 'loaded'
    );
  });
  await page.waitForLoadState('networkidle');
}

/** Runs axe (WCAG 2.0 and 2.1, A and AA) on the whole document. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { runOnly: tags, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      count: v.nodes.length,
      target: v.nodes[0]?.target.join(' ') ?? '',
      html: v.nodes[0]?.html.slice(0, 200) ?? '',
    }));
  }, WCAG_AA);
}

export const seriousOrCritical = (violations: AxeViolation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
