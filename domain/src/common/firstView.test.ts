import { describe, expect, it } from 'vitest';
import { firstViewRoot } from './firstView';

describe('firstViewRoot', () => {
  it('disables every control of the first view and leaves its links alone', () => {
    const root = firstViewRoot(
      '<form><input name="code" value="x"/><textarea>t</textarea><select><option>a</option></select>' +
        '<button type="submit" disabled="">Ir</button></form><a href="/job/1">Sumiller</a><buttonish></buttonish>',
    );
    expect(root).toBe(
      '<div id="root" data-first-view><form><input disabled name="code" value="x"/><textarea disabled>t</textarea>' +
        '<select disabled><option>a</option></select><button disabled type="submit" disabled="">Ir</button></form>' +
        '<a href="/job/1">Sumiller</a><buttonish></buttonish></div>',
    );
  });
});
