import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_TITLE, NOINDEX_PAGES, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';

function setMeta(name: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) return tag?.remove();
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Keeps the title, the description and the robots tag in step with the route on client-side navigation (the
 * served HTML already has them: prerendered pages, the job page function). The pages the server renders with
 * their data (the job page, the careers page) set their own title (`useOwnTitle`).
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (OWN_TITLE_PATHS.some((prefix) => pathname.startsWith(prefix))) return;
    const page = PUBLIC_PAGES[pathname];
    const personal = NOINDEX_PAGES[pathname];
    document.title = page?.title ?? personal ?? DEFAULT_TITLE;
    if (page) setMeta('description', page.description);
    setMeta('robots', personal ? 'noindex' : null);
  }, [pathname]);
}

/** Pages whose title names their data (a vacancy, a company): the route's generic title would overwrite it. */
const OWN_TITLE_PATHS = ['/job/', '/empleo/'];

/** The page's own title once its data is known (null: leave the served one). */
export function useOwnTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
