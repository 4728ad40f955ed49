import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser.js';

// Every spec file's sessions share one Chromium (support/browser.ts); it ends with the file.
afterAll(closeSharedBrowser);
