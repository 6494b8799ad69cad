// Runs before the browser tests (`npm run test:e2e`, `npm run test:screens`): without Debian's
// Chromium every test fails on its own with a launch error, after the build and the servers' start;
// this stops at once and names the command that fixes it.
import { accessSync, constants } from 'node:fs';
import { chromiumInstallCommand, chromiumPath } from './chromium.mjs';

try {
  accessSync(chromiumPath, constants.X_OK);
} catch {
  console.error(
    `The browser tests need Chromium at ${chromiumPath}, and there is none. Install it with:\n\n` +
      `  ${chromiumInstallCommand}\n`,
  );
  process.exit(1);
}
