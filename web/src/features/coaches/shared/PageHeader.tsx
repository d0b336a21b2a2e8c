import { NavLink } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { SiteHeader } from '../../../ui/BrandHeader';

const LINKS = [
  { to: '/coachdigital', label: 'Gemelos digitales', short: 'Gemelos' },
  { to: '/mentor', label: 'Mentores', short: 'Mentores' },
  { to: '/empresas', label: 'Para Empresas', short: 'Empresas' },
];

/** The header of the coach, mentor, voice and job-description pages. */
export function PageHeader({ children }: { children?: React.ReactNode }) {
  return (
    <SiteHeader className="cx-header" rowClassName="cx-header-row" logoLabel={`${PRODUCT.name}, ir al inicio`}>
      <nav className="cx-nav" aria-label="Secciones">
        {children ??
          LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              aria-label={link.label}
              className={({ isActive }) => (isActive ? 'cx-nav-link is-active' : 'cx-nav-link')}
            >
              <span className="cx-long" aria-hidden="true">
                {link.label}
              </span>
              <span className="cx-short" aria-hidden="true">
                {link.short}
              </span>
            </NavLink>
          ))}
      </nav>
    </SiteHeader>
  );
}
