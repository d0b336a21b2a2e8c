import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseClientConfig } from '@clara/domain/common/clientConfig';
import { ROOT } from './stack';

/**
 * `npm run deploy`: build, write the runtime config the web app fetches, and deploy Hosting, Functions and
 * the rules to the project chosen with `firebase use`. FIREBASE_WEB_CONFIG is the web app's config JSON.
 */
const webConfig = process.env.FIREBASE_WEB_CONFIG;
if (!webConfig) {
  console.error(
    'Falta FIREBASE_WEB_CONFIG: el JSON de configuración web de tu proyecto de Firebase (consola → Configuración del proyecto).',
  );
  process.exit(1);
}
// The same schema the web app checks at startup: a wrong paste fails here, before anything is deployed.
const firebase = JSON.parse(webConfig) as { projectId?: string };
// Streamed replies call the `api` function at its own URL (Hosting buffers rewrites); region as in functions/src/index.ts.
const clientConfig = parseClientConfig({
  firebase,
  apiFunctionUrl: firebase.projectId ? `https://us-central1-${firebase.projectId}.cloudfunctions.net/api` : undefined,
  realtimeFunctionUrl: firebase.projectId
    ? `https://us-central1-${firebase.projectId}.cloudfunctions.net/realtime`
    : undefined,
});
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env });

run('npm', ['run', 'build']);
writeFileSync(join(ROOT, 'web', 'dist', 'client-config.json'), JSON.stringify(clientConfig, null, 2));
// CLARA_PREBUILT: firebase.json's predeploy hooks skip their rebuild, which would erase client-config.json.
run(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['deploy', '--only', 'hosting,functions,firestore,storage', ...process.argv.slice(2)],
  {
    ...process.env,
    CLARA_PREBUILT: '1',
  },
);
