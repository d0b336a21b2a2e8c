import { Link, Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router-dom';

export function AppShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Cargando" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RouteLoading() {
  return (
    <div className="page-center" aria-busy="true">
      <div className="spinner" />
    </div>
  );
}

export function NotFoundPage() {
  return (
    <main className="page-center">
      <h1>Página no encontrada</h1>
      <p>La dirección que abriste no existe.</p>
      <Link className="btn btn-primary" to="/">
        Ir al inicio
      </Link>
    </main>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="page-center">
      <h1>Algo salió mal</h1>
      <p>No pudimos cargar esta página. Recarga e inténtalo de nuevo.</p>
      <Link className="btn btn-primary" to="/">
        Ir al inicio
      </Link>
    </main>
  );
}
