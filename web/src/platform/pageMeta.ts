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
 * served HTML already has them: prerendered pages, the job page function). The job page sets its own title.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname.startsWith('/job/')) return;
    const page = PUBLIC_PAGES[pathname];
    const personal = NOINDEX_PAGES[pathname];
    document.title = page?.title ?? personal ?? DEFAULT_TITLE;
    if (page) setMeta('description', page.description);
    setMeta('robots', personal ? 'noindex' : null);
  }, [pathname]);
}
