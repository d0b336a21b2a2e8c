// firebase.json's predeploy hook: builds one workspace, unless `npm run deploy` (stack/deploy.ts) already built
// everything and wrote web/dist/client-config.json, which a second web build would erase.
import { execFileSync } from 'node:child_process';

const workspace = process.argv[2];
if (!workspace) throw new Error('usage: node stack/predeploy.mjs <workspace>');
if (process.env.CLARA_PREBUILT === '1') {
  console.log(`predeploy: ${workspace} ya está compilado por npm run deploy`);
} else {
  execFileSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
}
