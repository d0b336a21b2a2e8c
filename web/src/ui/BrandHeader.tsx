import type { ReactNode } from 'react';
import { AppLink } from './AppLink';
import { PRODUCT } from '@clara/domain/brand';

/** The product name as a link (to the root unless told otherwise): the logo of the headers and footers. */
export function Logo({ to = '/', label }: { to?: string; label?: string }) {
  return (
    <AppLink to={to} className="logo" aria-label={label}>
      {PRODUCT.name}
    </AppLink>
  );
}

interface SiteHeaderProps {
  /** Where the logo leads. */
  to?: string;
  /** The logo's accessible name, when it should say more than the product name. */
  logoLabel?: string;
  /** Extra classes of the header and of its row. */
  className?: string;
  rowClassName?: string;
  /** The page's own links, after the logo. */
  children?: ReactNode;
}

/** The plain page header: the logo, then the page's own links (marketing and the dashboard have their own). */
export function SiteHeader({ to, logoLabel, className, rowClassName, children }: SiteHeaderProps) {
  return (
    <header className={className ? `site-header ${className}` : 'site-header'}>
      <div className={rowClassName ? `container ${rowClassName}` : 'container'}>
        <Logo to={to} label={logoLabel} />
        {children}
      </div>
    </header>
  );
}
