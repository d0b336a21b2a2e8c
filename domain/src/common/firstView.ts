/**
 * A page's first view comes rendered in its HTML (the job page, the careers page, /clara, /analysis,
 * /coachdigital, /mentor) and the app renders its own over it once its script has run (web/src/main.tsx). Until
 * then the view's controls arrive disabled: they visibly cannot be used, so nothing tapped, ticked or typed into
 * them is lost when the app replaces them. Its links work at once, without JavaScript.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** `#root` holding a first view: its buttons, fields and lists disabled until the app's own replace them. */
export function firstViewRoot(markup: string): string {
  return `<div id="root" ${FIRST_VIEW_ATTRIBUTE}>${markup.replace(/<(button|input|textarea|select)(?=[\s/>])/g, '<$1 disabled')}</div>`;
}
