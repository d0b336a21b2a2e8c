import type { ReactNode } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import type { FeatureCardContent } from '../content';

/** The building blocks the marketing pages share. */

interface TitledSectionProps {
  /** The section's anchor (header links and 'Ver Demostración' scroll to it). */
  id?: string;
  /** Id of the centred title, which labels the section. */
  titleId: string;
  title: ReactNode;
  /** Classes added to `mk-section` (mk-section-alt, mk-anchor). */
  className?: string;
  /** Classes of the inner container. */
  containerClassName?: string;
  children: ReactNode;
}

/** A page section under a centred title. */
export function TitledSection({
  id,
  titleId,
  title,
  className,
  containerClassName = 'container',
  children,
}: TitledSectionProps) {
  return (
    <section id={id} className={className ? `mk-section ${className}` : 'mk-section'} aria-labelledby={titleId}>
      <div className={containerClassName}>
        <h2 id={titleId} className="mk-section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A grid of cards, each with an icon, a title, a text and maybe a link; `className` sets the columns (mk-grid-3). */
export function FeatureGrid({ cards, className }: { cards: readonly FeatureCardContent[]; className: string }) {
  return (
    <div className={`mk-grid ${className}`}>
      {cards.map((card) => (
        <article key={card.title} className="card mk-feature">
          <span className="mk-icon-badge">
            <Icon name={card.icon} size={24} />
          </span>
          <h3>{card.title}</h3>
          <p className="muted">{card.text}</p>
          {card.link && (
            <AppLink className="mk-card-link" to={card.link.to}>
              {card.link.label} →
            </AppLink>
          )}
        </article>
      ))}
    </div>
  );
}

/** A list of points, each with a check mark. */
export function Checklist({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `mk-checklist ${className}` : 'mk-checklist'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps as cards. */
export function StepList({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className?: string;
}) {
  return (
    <ol className={className ? `mk-steps ${className}` : 'mk-steps'}>
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <span className="mk-step-number">{index + 1}</span>
          <h3>{step.title}</h3>
          <p className="muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The closing call to action of a page: a title, a line, and its buttons. */
export function FinalCta({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="mk-section mk-final-cta" aria-labelledby="final-title">
      <div className="container mk-center stack">
        <h2 id="final-title">{title}</h2>
        <p className="mk-lead">{lead}</p>
        <div className="mk-cta-row mk-cta-center">{children}</div>
      </div>
    </section>
  );
}
