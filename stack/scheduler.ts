import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Cron } from 'croner';

/** A scheduled function as its definition (`onSchedule`) declares it. */
export interface ScheduledFunction {
  name: string;
  schedule: string;
  timeZone: string | null;
  region: string;
}

/**
 * The scheduled functions of the built functions (functions/lib), read from each export's definition
 * (`__endpoint.scheduleTrigger`, what firebase-tools deploys to Cloud Scheduler). Read in a child process so the
 * functions' modules never load into the stack's.
 */
export function readScheduledFunctions(functionsDir: string): ScheduledFunction[] {
  const script = `
    const exported = await import(${JSON.stringify(join(functionsDir, 'lib', 'index.js'))});
    const found = [];
    for (const [name, fn] of Object.entries(exported)) {
      const trigger = fn && fn.__endpoint && fn.__endpoint.scheduleTrigger;
      // The region is a param (CLARA_REGION): an expression here, its value in the environment.
      const declared = [].concat(fn.__endpoint && fn.__endpoint.region || [])[0];
      const region = typeof declared === 'string' ? declared : process.env.CLARA_REGION || 'us-central1';
      if (trigger) found.push({ name, schedule: String(trigger.schedule), timeZone: trigger.timeZone ?? null, region });
    }
    process.stdout.write(JSON.stringify(found));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: functionsDir,
    encoding: 'utf8',
    env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
  });
  if (result.status !== 0) throw new Error(`No se pudieron leer las funciones programadas:\n${result.stderr}`);
  return JSON.parse(result.stdout) as ScheduledFunction[];
}

const EVERY = /^every (\d+) (minute|minutes|mins|hour|hours)$/;

/**
 * The next time after `from` a schedule fires: Cloud Scheduler's "every N minutes|hours" (App Engine cron
 * syntax, as onSchedule accepts it) or a unix-cron expression (croner), in the function's time zone (UTC unless
 * it says). Throws on a schedule neither form reads: a function would otherwise never run locally.
 */
export function nextRun(schedule: string, timeZone: string | null, from: Date): Date {
  const every = EVERY.exec(schedule.trim());
  if (every) {
    const unitMs = every[2]!.startsWith('h') ? 3_600_000 : 60_000;
    const step = Number(every[1]) * unitMs;
    // Aligned like "*/N": the next multiple of the interval.
    return new Date((Math.floor(from.getTime() / step) + 1) * step);
  }
  const next = new Cron(schedule, { timezone: timeZone ?? 'UTC', paused: true }).nextRun(from);
  if (!next) throw new Error(`El horario "${schedule}" no vuelve a ocurrir.`);
  return next;
}

export interface SchedulerOptions {
  functions: ScheduledFunction[];
  /** The Functions emulator (host:port), which registered each scheduled function's Pub/Sub trigger. */
  functionsHost: string;
  projectId: string;
  /** How many times faster than the schedule to fire (tests); 1 fires at the schedule's own times. */
  speed?: number;
  log?: (line: string) => void;
}

export interface LocalScheduler {
  /** The scheduled functions it fires, with their schedules. */
  functions: ScheduledFunction[];
  /** Every firing so far: the function and when. */
  fired: Array<{ name: string; at: Date }>;
  stop(): void;
}

/**
 * Cloud Scheduler, locally: at each scheduled function's own times, delivers the message its topic
 * (`firebase-schedule-<name>`) would carry to the trigger the Functions emulator registered for it (the Pub/Sub
 * emulator must run for the emulator to register it at all), as the emulator's own Pub/Sub bridge does. Messages
 * published to the Pub/Sub emulator itself were accepted but never reached the function here, so the scheduler
 * posts the same CloudEvent to the trigger. With `speed` > 1 the waits between firings shrink by that factor.
 */
export function startScheduler(options: SchedulerOptions): LocalScheduler {
  const speed = options.speed && options.speed > 0 ? options.speed : 1;
  const timers = new Set<NodeJS.Timeout>();
  const fired: LocalScheduler['fired'] = [];
  let stopped = false;
  // The scheduler's own clock: real time at speed 1, the schedule compressed by `speed` otherwise.
  const origin = Date.now();
  const clock = () => new Date(origin + (Date.now() - origin) * speed);

  /**
   * Waits for the function's next time after `after` (the time it just fired for, or now). Not after the clock
   * alone: a timer may wake a millisecond before its time (Date.now() and the timers' clock differ), which at
   * `speed` 60 is 60 ms of schedule, and the next time after that is the one just fired, again.
   */
  const plan = (fn: ScheduledFunction, after?: Date) => {
    if (stopped) return;
    const now = clock();
    const due = nextRun(fn.schedule, fn.timeZone, after && after > now ? after : now);
    const waitMs = Math.max(0, (due.getTime() - now.getTime()) / speed);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      fired.push({ name: fn.name, at: new Date() });
      fire(options, fn).catch((error: unknown) =>
        options.log?.(`Programador local: ${fn.name} no se pudo lanzar: ${String(error)}`),
      );
      plan(fn, due);
    }, waitMs);
    timer.unref();
    timers.add(timer);
  };
  for (const fn of options.functions) {
    nextRun(fn.schedule, fn.timeZone, new Date()); // refuse an unreadable schedule at start
    plan(fn);
  }
  return {
    functions: options.functions,
    fired,
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

async function fire(options: SchedulerOptions, fn: ScheduledFunction): Promise<void> {
  const topic = `firebase-schedule-${fn.name}`;
  const time = new Date().toISOString();
  const eventId = randomUUID();
  const event = {
    specversion: '1.0',
    id: eventId,
    time,
    type: 'google.cloud.pubsub.topic.v1.messagePublished',
    source: `//pubsub.googleapis.com/projects/${options.projectId}/topics/${topic}`,
    data: {
      message: { messageId: eventId, publishTime: time, attributes: {}, data: Buffer.from('{}').toString('base64') },
      subscription: `projects/${options.projectId}/subscriptions/emulator-sub-${topic}`,
    },
  };
  const post = (key: string) =>
    fetch(`http://${options.functionsHost}/functions/projects/${options.projectId}/triggers/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/cloudevents+json; charset=UTF-8' },
      body: JSON.stringify(event),
    });
  // The emulator keys a trigger `<region>-<name>-<generation>` (the generation grows when it reloads the
  // functions); a 404 lists the keys it has, and the newest generation of this function is used from then on.
  const id = `${fn.region}-${fn.name}`;
  let response = await post(triggerKeys.get(id) ?? `${id}-0`);
  if (response.status === 404) {
    const listed = (await response.text()).match(new RegExp(`${id}-\\d+`, 'g')) ?? [];
    const newest = listed.sort((a, b) => Number(a.slice(id.length + 1)) - Number(b.slice(id.length + 1))).pop();
    if (!newest) throw new Error(`El emulador de Functions no tiene el disparador de ${id}.`);
    triggerKeys.set(id, newest);
    response = await post(newest);
  }
  if (!response.ok) throw new Error(`${id}: HTTP ${response.status} ${await response.text()}`);
}

/** The Functions emulator's current trigger key of each scheduled function (`<region>-<name>` → key). */
const triggerKeys = new Map<string, string>();
