import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppNavigation } from '../platform/navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app ("/empresas"). */
  to: string;
}

/** A click the page should handle itself: the main button, no modifier key (those open a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * A link within the app: a real `<a href>` (it works before any script runs, and opens in a new tab as usual),
 * and a client-side navigation on a plain click. Used where react-router's Link would put the router into a
 * prerendered page's JavaScript (see platform/navigation.ts).
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const { navigate } = useAppNavigation();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** An AppLink that marks itself as the current page (`aria-current="page"`, class `active`), like NavLink. */
export function AppNavLink({ end = true, className, ...props }: AppLinkProps & { end?: boolean }) {
  const { pathname } = useAppNavigation();
  const { to } = props;
  const current = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  const classes = [className, current && 'active'].filter(Boolean).join(' ');
  return <AppLink {...props} className={classes || undefined} aria-current={current ? 'page' : undefined} />;
}
