/** The keys dnd-kit's keyboard sensor reads while a card is picked up (its defaults: drop, cancel, move). */
const SENSOR_KEYS = new Set(['Space', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * dnd-kit's keyboard sensor starts reading keys one timer task after a card is picked up, so that the pick-up's own
 * key is not read as the drop. A key pressed before then (a quick hand, or a busy page where the browser runs input
 * before timers) was lost, and the card stayed picked up. Called as the card is picked up, this holds those keys back
 * from the page and hands them to the sensor, in order, once it reads keys.
 */
export function holdEarlyKeys(doc: Document = document): void {
  const held: Array<Pick<KeyboardEvent, 'key' | 'code'>> = [];
  const hold = (event: KeyboardEvent) => {
    if (!SENSOR_KEYS.has(event.code)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ key: event.key, code: event.code });
  };
  doc.addEventListener('keydown', hold, true);
  // The sensor sets its timer right after this call; a timer set from inside this one runs after the sensor's.
  setTimeout(() =>
    setTimeout(() => {
      doc.removeEventListener('keydown', hold, true);
      const target = doc.activeElement ?? doc.body;
      for (const { key, code } of held)
        target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
    }),
  );
}
