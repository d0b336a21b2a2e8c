/** Reads the emails the stack's mail catcher (maildev) received, through its REST API. */
import { stack } from './stack';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  time: string;
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string }>;
}

/** Every email caught for `address` (case-insensitive), oldest first. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${stack().mailUrl}/api/email`);
  if (!response.ok) throw new Error(`Mail catcher: HTTP ${response.status}`);
  const all = (await response.json()) as CaughtEmail[];
  const wanted = address.toLowerCase();
  return all
    .filter((email) => email.to.some((to) => to.address.toLowerCase() === wanted))
    .sort((a, b) => a.time.localeCompare(b.time));
}

export interface WaitOptions {
  /** Only emails whose subject contains this. */
  subject?: string;
  /** Wait until at least this many match (default 1). */
  count?: number;
  timeoutMs?: number;
}

/**
 * Waits until the catcher holds the email(s) to `address` (checking again as soon as each look comes back
 * empty-handed), and answers the matching ones; fails with what it saw after the timeout.
 */
export async function waitForEmails(address: string, options: WaitOptions = {}): Promise<CaughtEmail[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const count = options.count ?? 1;
  let seen: CaughtEmail[] = [];
  while (Date.now() < deadline) {
    seen = await emailsTo(address);
    const matching = seen.filter((email) => !options.subject || email.subject.includes(options.subject));
    if (matching.length >= count) return matching;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `No llegaron ${count} correo(s) a ${address}${options.subject ? ` con «${options.subject}»` : ''}; llegaron: ${JSON.stringify(seen.map((e) => e.subject))}`,
  );
}

export const waitForEmail = async (address: string, options: Omit<WaitOptions, 'count'> = {}): Promise<CaughtEmail> =>
  (await waitForEmails(address, options)).at(-1)!;

/** The first link of the email's text that starts with `prefix`. */
export function linkIn(email: CaughtEmail, prefix: string): string {
  const link = email.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link)
    throw new Error(`El correo «${email.subject}» no tiene un enlace que empiece por ${prefix}:\n${email.text}`);
  return link;
}

/** Issue 23: the email's attachments with their text content (an .ics), read from the catcher. */
export async function attachmentsOf(
  email: CaughtEmail,
): Promise<Array<{ filename: string; contentType: string; content: string }>> {
  const files = [];
  for (const attachment of email.attachments ?? []) {
    const response = await fetch(
      `${stack().mailUrl}/api/email/${email.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
    );
    if (!response.ok) throw new Error(`Mail catcher attachment: HTTP ${response.status}`);
    files.push({ filename: attachment.filename, contentType: attachment.contentType, content: await response.text() });
  }
  return files;
}
