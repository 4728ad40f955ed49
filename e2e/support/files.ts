import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * A small PDF for `setInputFiles`. The server checks a file's kind by its content, so the bytes
 * start as a PDF does; the name is written into it, so each file of a spec has bytes of its own
 * and a download proves which file came back, not only that some PDF did.
 */
export function pdfFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const buffer = Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
  return { name, mimeType: 'application/pdf', buffer };
}

/** What a click downloads: the name the browser would save it under, and its bytes. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}
