import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseClientConfig } from '@clara/domain/common/clientConfig';
import { deployedFunctionUrl, deployRegion, envWithRegion, withRegion } from './region';
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
// CLARA_REGION (default us-central1; europe-west1 for EU customers): the functions' region, their URLs below and
// Hosting's rewrites.
const region = deployRegion(process.env.CLARA_REGION);
// Streamed replies and real-time calls go to their functions' own URLs (Hosting buffers rewrites).
const clientConfig = parseClientConfig({
  firebase,
  aiFunctionUrl: firebase.projectId ? deployedFunctionUrl(region, firebase.projectId, 'aiApi') : undefined,
  realtimeFunctionUrl: firebase.projectId ? deployedFunctionUrl(region, firebase.projectId, 'realtime') : undefined,
});
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env });

run('npm', ['run', 'build']);
writeFileSync(join(ROOT, 'web', 'dist', 'client-config.json'), JSON.stringify(clientConfig, null, 2));
// The functions' param, in the project's env file (firebase deploy reads it), and a copy of firebase.json whose
// rewrites name the same region.
if (firebase.projectId) {
  const envFile = join(ROOT, 'functions', `.env.${firebase.projectId}`);
  writeFileSync(envFile, envWithRegion(existsSync(envFile) ? readFileSync(envFile, 'utf8') : '', region));
}
const deployConfig = join(ROOT, '.firebase-deploy.json');
writeFileSync(
  deployConfig,
  JSON.stringify(withRegion(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')), region), null, 2),
);
// CLARA_PREBUILT: firebase.json's predeploy hooks skip their rebuild, which would erase client-config.json.
run(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['deploy', '--config', deployConfig, '--only', 'hosting,functions,firestore,storage', ...process.argv.slice(2)],
  {
    ...process.env,
    CLARA_PREBUILT: '1',
  },
);
