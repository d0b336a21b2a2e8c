import { Link } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import type { NavItem } from './MarketingHeader';

/** Header links of the job-seeker pages (/ and /como-funciona). */
export const SEEKER_NAV: readonly NavItem[] = [
  { label: 'Cómo funciona', to: '/como-funciona' },
  { label: 'Coaches', to: '/coachdigital' },
  { label: 'Mentores', to: '/mentor' },
  { label: 'Para Empresas', to: '/empresas' },
];

/** Footer links of the job-seeker pages. */
export const SEEKER_FOOTER_LINKS = [
  { label: 'Cómo funciona', to: '/como-funciona' },
  { label: 'Tengo un código de entrevista', to: `/${PRODUCT.path}` },
  { label: 'Coaches digitales', to: '/coachdigital' },
  { label: 'Mentores', to: '/mentor' },
  { label: 'Para Empresas', to: '/empresas' },
] as const;

export const SEEKER_TAGLINE = 'Practica tus entrevistas de trabajo con inteligencia artificial y recibe un análisis de tu desempeño.';

export function SeekerHeaderActions() {
  return (
    <>
      <Link className="btn btn-ghost" to={`/${PRODUCT.path}`}>
        Tengo un código
      </Link>
      <Link className="btn btn-primary" to="/terms">
        Practicar gratis
      </Link>
    </>
  );
}
