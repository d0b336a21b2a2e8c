/** A centred spinner while a page (or a panel of it) loads. */
export function PageSpinner() {
  return (
    <div className="page-center" aria-busy="true">
      <div className="spinner" />
    </div>
  );
}
