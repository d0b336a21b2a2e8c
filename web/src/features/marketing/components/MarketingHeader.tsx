import { useEffect, useId, useState, type ReactNode } from 'react';
import { AppLink, AppNavLink } from '../../../ui/AppLink';
import { PRODUCT } from '@clara/domain/brand';
import { Icon } from '../../../ui/Icon';
import { scrollToSection } from './scroll';

/** A header link: a route (`to`) or a section of the current page (`anchor`, smooth-scrolled). */
export type NavItem = { label: string; to: string; end?: boolean } | { label: string; anchor: string };

interface MarketingHeaderProps {
  items: readonly NavItem[];
  /** Buttons at the end of the navigation (calls to action). */
  actions?: ReactNode;
}

/**
 * The marketing pages' sticky header: logo, links and actions. Below the desktop breakpoint
 * (DESKTOP_BREAKPOINT_PX, in marketing.css) the links fold into a menu opened by the menu button.
 */
export function MarketingHeader({ items, actions }: MarketingHeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="mk-header">
      <div className="container mk-header-inner">
        <AppLink to="/" className="logo mk-logo" onClick={close}>
          <span className="mk-logo-mark" aria-hidden="true">
            {PRODUCT.name.charAt(0)}
          </span>
          {PRODUCT.name}
        </AppLink>
        <button
          type="button"
          className="mk-menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={24} />
        </button>
        <nav id={navId} className={open ? 'mk-nav is-open' : 'mk-nav'} aria-label="Principal">
          <ul className="mk-nav-links">
            {items.map((item) => (
              <li key={item.label}>
                {'anchor' in item ? (
                  <a
                    href={`#${item.anchor}`}
                    onClick={(event) => {
                      event.preventDefault();
                      close();
                      scrollToSection(item.anchor);
                    }}
                  >
                    {item.label}
                  </a>
                ) : (
                  <AppNavLink to={item.to} end={item.end ?? true} onClick={close}>
                    {item.label}
                  </AppNavLink>
                )}
              </li>
            ))}
          </ul>
          {actions && (
            <div className="mk-nav-actions" onClick={close}>
              {actions}
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
