import type { ReactNode } from 'react';
import { Logo } from '../../../ui/BrandHeader';

/** A centred page under the bare chat header, while there is no chat to show (setup, starting, failure). */
export function PlaceholderPage({ children }: { children: ReactNode }) {
  return (
    <div className="iv-page">
      <header className="iv-chat-header">
        <Logo />
      </header>
      <main className="page-center">{children}</main>
    </div>
  );
}
