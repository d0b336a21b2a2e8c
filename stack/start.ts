import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readSeedUsers } from './seed';
import { ROOT, startStack } from './stack';

/** `npm start` (and `npm run dev` with --dev): the whole app, seeded, until Ctrl-C. */
const dev = process.argv.includes('--dev');
console.log('Iniciando Clara en local (Firestore, Auth, Functions y Hosting)…');
const stack = await startStack({ verbose: process.argv.includes('--verbose') });
const [demo, ...otherDemos] = readSeedUsers(join(ROOT, 'emulator-data'));

let vite: ReturnType<typeof spawn> | undefined;
if (dev) {
  vite = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--port', '5173', '--strictPort'], {
    cwd: join(ROOT, 'web'),
    env: { ...process.env, CLARA_HOSTING_URL: stack.url },
    stdio: 'inherit',
  });
}

console.log(`
  Clara está lista:   ${dev ? 'http://127.0.0.1:5173 (Vite, recarga en caliente)' : stack.url}
  API:                ${stack.url}/api/...
  Firestore:          ${stack.firestoreBackend === 'embedded' ? 'embebido' : 'emulador oficial'} (${stack.firestoreHost}, REST ${stack.firestoreRestUrl})
  Tareas programadas: ${stack.scheduler ? stack.scheduler.functions.map((fn) => `${fn.name} (${fn.schedule})`).join(', ') : 'no se lanzan (sin emulador de Pub/Sub)'}
  Auth:               http://${stack.authHost}
  Correo (bandeja):   ${stack.mailUrl}   (cada correo que envía Clara llega aquí)
  IA:                 ${process.env.OPENAI_API_KEY ? 'OpenAI (OPENAI_API_KEY)' : 'integrada, sin conexión'}

  Acceso de demostración: ${demo?.email} / ${demo?.password}
${otherDemos.map((user) => `                          ${user.email} / ${user.password} (${user.displayName ?? ''})`).join('\n')}
  Ctrl-C detiene todo.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nDeteniendo…');
  vite?.kill('SIGINT');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
