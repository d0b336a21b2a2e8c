import { useState, type ReactNode } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { PRODUCT } from '@clara/domain/brand';
import { ContactModal } from './ContactModal';
import { MarketingFooter } from './MarketingFooter';
import { MarketingHeader, type NavItem } from './MarketingHeader';

/** Header links of the job-seeker pages (/ and /como-funciona). */
const SEEKER_NAV: readonly NavItem[] = [
  { label: 'Cómo funciona', to: '/como-funciona' },
  { label: 'Coaches', to: '/coachdigital' },
  { label: 'Mentores', to: '/mentor' },
  { label: 'Para Empresas', to: '/empresas' },
];

/** Footer links of the job-seeker pages. */
const SEEKER_FOOTER_LINKS = [
  { label: 'Cómo funciona', to: '/como-funciona' },
  { label: 'Tengo un código de entrevista', to: `/${PRODUCT.path}` },
  { label: 'Coaches digitales', to: '/coachdigital' },
  { label: 'Mentores', to: '/mentor' },
  { label: 'Para Empresas', to: '/empresas' },
] as const;

const SEEKER_TAGLINE =
  'Practica tus entrevistas de trabajo con inteligencia artificial y recibe un análisis de tu desempeño.';

/** The big link that starts a free practice (/terms). */
export function StartPracticeLink() {
  return (
    <AppLink className="btn btn-primary mk-btn-lg" to="/terms">
      Comenzar práctica gratis
    </AppLink>
  );
}

/**
 * The frame of the job-seeker pages: the header with its calls to action, the page, the footer and the
 * contact modal. `children` receives what opens the contact modal.
 */
export function SeekerPage({ children }: { children: (openContact: () => void) => ReactNode }) {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = () => setContactOpen(true);
  return (
    <div className="mk-page">
      <MarketingHeader
        items={SEEKER_NAV}
        actions={
          <>
            <AppLink className="btn btn-ghost" to={`/${PRODUCT.path}`}>
              Tengo un código
            </AppLink>
            <AppLink className="btn btn-primary" to="/terms">
              Practicar gratis
            </AppLink>
          </>
        }
      />
      <main>{children(openContact)}</main>
      <MarketingFooter tagline={SEEKER_TAGLINE} links={SEEKER_FOOTER_LINKS} onContact={openContact} />
      {contactOpen && <ContactModal onClose={() => setContactOpen(false)} />}
    </div>
  );
}
