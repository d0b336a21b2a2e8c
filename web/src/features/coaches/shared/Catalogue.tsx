import type { ReactNode } from 'react';

interface SearchBox {
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
}

/** The top of the coaches' pages: eyebrow, title, introduction and, on the catalogues, the search box. */
export function CatalogueHero({
  eyebrow,
  title,
  intro,
  search,
}: {
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  search?: SearchBox;
}) {
  return (
    <section className="cx-hero">
      <p className="cx-eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      {search && (
        <label className="cx-search">
          <span className="sr-only">{search.label}</span>
          <input
            type="search"
            className="input"
            placeholder={search.placeholder}
            value={search.query}
            onChange={(event) => search.onQuery(event.target.value)}
          />
        </label>
      )}
    </section>
  );
}

/** The search results of a catalogue: their count, then the cards, or the no-results text. */
export function CatalogueResults({
  count,
  empty,
  noResults,
  children,
}: {
  count: string;
  empty: boolean;
  noResults: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="muted cx-count" aria-live="polite">
        {count}
      </p>
      {empty ? (
        <div className="card cx-empty">
          <p>{noResults}</p>
        </div>
      ) : (
        <div className="cx-grid">{children}</div>
      )}
    </>
  );
}

/** A coach's or a mentor's labels as pills; `children` may add a last item (a toggle). */
export function LabelList({
  labels,
  label,
  children,
}: {
  labels: readonly string[];
  label?: string;
  children?: ReactNode;
}) {
  return (
    <ul className="cx-labels" aria-label={label}>
      {labels.map((item) => (
        <li key={item} className="cx-label">
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
