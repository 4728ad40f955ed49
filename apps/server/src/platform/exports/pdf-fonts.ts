import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/**
 * The PDF font ships with the server (apps/server/assets/fonts): the built-in PDF fonts have no
 * Arabic glyphs and a system font path is not there on every machine. Resolved from this file,
 * which sits at the same depth in src/ and dist/ (like paths.ts).
 */
export const pdfFontsFolder = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
export const pdfFontFiles = {
  regular: `${pdfFontsFolder}DejaVuSans.ttf`,
  bold: `${pdfFontsFolder}DejaVuSans-Bold.ttf`,
};

export const PDF_FONT_FAMILY = 'DejaVu Sans';

let registered = false;

/** react-pdf keeps fonts in a process-wide store, so register once, lazily. */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const file of Object.values(pdfFontFiles)) {
    if (!existsSync(file)) throw new Error(`PDF font missing: ${file} (apps/server/assets/fonts must ship with the server)`);
  }
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: pdfFontFiles.regular, fontWeight: 'normal' },
      { src: pdfFontFiles.bold, fontWeight: 'bold' },
    ],
  });
  // The default English hyphenation splits names and Arabic words at odd places; table cells
  // wrap at spaces only (a long unbroken token still breaks where it must).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
