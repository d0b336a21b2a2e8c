/**
 * The web app's one way to report what went wrong or looks wrong (issue 34: lint allows `console` nowhere else).
 * The browser's console for now, one line with what failed and the cause; a place to send it to a service later.
 */
export function reportError(what: string, ...cause: unknown[]): void {
  console.error(what, ...cause);
}

/** Something that did not fail but deserves a look (a video that would not autoplay, a large upload). */
export function reportWarning(what: string, ...cause: unknown[]): void {
  console.warn(what, ...cause);
}
