import { useMemo } from 'react';
import {
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { AppNavigationContext, type AppNavigation } from '../platform/navigation';
import { usePageMeta } from '../platform/pageMeta';
import { reportError } from '../platform/log';

export function AppShell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The router-free links (ui/AppLink) go through react-router inside the app.
  const appNavigation = useMemo<AppNavigation>(
    () => ({ pathname, navigate: (to, options) => void navigate(to, options) }),
    [pathname, navigate],
  );
  usePageMeta();
  return (
    <AppNavigationContext.Provider value={appNavigation}>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Cargando" />}
      <Outlet />
      <ScrollRestoration />
    </AppNavigationContext.Provider>
  );
}

/**
 * The spinner while a route's chunk loads. The pages' own is ui/PageSpinner; the entry keeps this copy
 * because importing that module here makes the bundler split its runtime into an extra chunk on every route.
 */
export function RouteLoading() {
  return (
    <div className="page-center" aria-busy="true">
      <div className="spinner" />
    </div>
  );
}

/** A whole-page message with the way back to the root. */
function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <main className="page-center">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to="/">
        Ir al inicio
      </Link>
    </main>
  );
}

export function NotFoundPage() {
  return <MessagePage title="Página no encontrada" text="La dirección que abriste no existe." />;
}

export function RouteErrorPage() {
  const error = useRouteError();
  reportError('Error al cargar la página', error);
  return <MessagePage title="Algo salió mal" text="No pudimos cargar esta página. Recarga e inténtalo de nuevo." />;
}
