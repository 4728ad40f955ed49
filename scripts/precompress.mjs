// Writes .br and .gz next to each compressible file of a build, so the server sends them as-is.
// Source maps are left out: only developer tools fetch them, and at brotli's best quality they
// were most of the build's time. JavaScript, CSS and HTML get brotli quality 10 (1.9% larger than
// 11 over all the chunks, in 40% of the time); the translations and icons quality 8 (8% larger than
// 10, in a sixth of the time: 9 is no smaller than 8). ADR 0147 has the figures. Files compress in
// parallel on libuv's thread pool.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

const targets = [...files(root)].filter((file) => statSync(file).size >= 1024);
await Promise.all(
  targets.map(async (file) => {
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: /\.(js|mjs|css|html)$/.test(file) ? 10 : 8,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipped(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }),
);
console.log(`precompressed ${targets.length} files in ${path.relative(process.cwd(), root) || '.'}`);
