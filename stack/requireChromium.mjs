// `npm test` runs this first: the browser tests need Chromium (DECISIONS.md, "Browser tests"). Without it every
// browser test would fail on its own; this says once, in one line, what to install (as .ci/run installs it).
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `No Chromium at ${path}: install Debian's (sudo apt-get install chromium fonts-dejavu-core) or set CHROMIUM_PATH to one.`,
  );
  process.exit(1);
}
