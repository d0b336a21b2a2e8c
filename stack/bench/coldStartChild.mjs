// One cold start, in a fresh Node process (stack/bench/coldStart.ts runs it): imports the functions' bundle, as
// every instance of every export does, then serves the export's first request as the Functions runtime would
// (an express app in front; express is loaded before the clock starts, the runtime has it loaded already).
// Prints { importMs, firstMs, status } as JSON.
import { createServer } from 'node:http';
import express from 'express';

const [libIndex, name, path] = process.argv.slice(2);
const start = performance.now();
const functions = await import(libIndex);
const importMs = performance.now() - start;
let firstMs = null;
let status = null;
if (path) {
  const runtime = express();
  runtime.all(/.*/, (req, res) => functions[name](req, res));
  const server = createServer(runtime);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const first = performance.now();
  const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`);
  await response.arrayBuffer();
  firstMs = performance.now() - first;
  status = response.status;
  server.close();
}
console.log(JSON.stringify({ importMs, firstMs, status }));
process.exit(0);
