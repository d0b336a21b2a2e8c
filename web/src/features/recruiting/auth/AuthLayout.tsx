import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../../ui/BrandHeader';
import '../recruiting.css';

/** The frame of the sign-in screens: logo, a titled card, and the form's message area. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="rc-auth-page">
      <SiteHeader>
        <Link to="/empresas">Para Empresas</Link>
      </SiteHeader>
      <main className="rc-auth-main">
        <section className="card rc-auth-card">
          <h1>{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
          {children}
        </section>
      </main>
    </div>
  );
}

/** Provider errors in red under the form; informational messages in green. */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  if (error) {
    return (
      <p className="error-text rc-form-message" role="alert">
        {error}
      </p>
    );
  }
  if (info) {
    return (
      <p className="success-text rc-form-message" role="status">
        {info}
      </p>
    );
  }
  return null;
}
