import { useState, type ReactNode } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { PRODUCT } from '@clara/domain/brand';
import { LEGAL_DOCUMENTS } from '@clara/domain/marketing/legal';
import { Logo } from '../../../ui/BrandHeader';
import { LegalModal } from './LegalModal';

interface MarketingFooterProps {
  tagline: string;
  /** Route links shown in the footer. */
  links: readonly { label: string; to: string }[];
  /** Opens the page's contact modal. */
  onContact: () => void;
  extra?: ReactNode;
}

/** Footer of the marketing pages: © current year, Aviso de Privacidad, Términos de Uso and Contacto. */
export function MarketingFooter({ tagline, links, onContact, extra }: MarketingFooterProps) {
  const [legal, setLegal] = useState<keyof typeof LEGAL_DOCUMENTS | null>(null);
  const year = new Date().getFullYear();
  return (
    <footer className="mk-footer">
      <div className="container mk-footer-grid">
        <div className="mk-footer-brand">
          <Logo />
          <p className="muted">{tagline}</p>
          {extra}
        </div>
        <nav aria-label="Enlaces del pie de página">
          <ul className="mk-footer-links">
            {links.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container mk-footer-bottom">
        <p className="muted">
          © {year} {PRODUCT.name}. Todos los derechos reservados.
        </p>
        <div className="mk-footer-buttons">
          <button type="button" className="link-btn mk-link-btn" onClick={() => setLegal('privacidad')}>
            Aviso de Privacidad
          </button>
          <button type="button" className="link-btn mk-link-btn" onClick={() => setLegal('terminos')}>
            Términos de Uso
          </button>
          <button type="button" className="link-btn mk-link-btn" onClick={onContact}>
            Contacto
          </button>
        </div>
      </div>
      {legal && <LegalModal document={LEGAL_DOCUMENTS[legal]} onClose={() => setLegal(null)} />}
    </footer>
  );
}
