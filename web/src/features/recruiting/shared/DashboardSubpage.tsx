import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RECRUITING_TEXTS } from '@clara/domain';
import { SiteHeader } from '../../../ui/BrandHeader';

/** A page reached from the dashboard's menu (team, profile, webhooks, funnel, audit, a new vacancy): its header leads back. */
export function DashboardSubpage({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="rc-dash">
      <SiteHeader to="/dashboard">
        <Link to="/dashboard">{RECRUITING_TEXTS.backToDashboard}</Link>
      </SiteHeader>
      <main className={mainClassName}>{children}</main>
    </div>
  );
}
