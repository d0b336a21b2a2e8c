import type { ReactNode } from 'react';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { AppLink } from './AppLink';
import { SiteHeader } from './BrandHeader';

/**
 * A company page reached from the dashboard's menu (team, profile, webhooks, funnel, audit, a new vacancy, fairness,
 * compliance): its header leads back to the dashboard. `className` is the feature's own wrapper class.
 */
export function DashboardSubpage({
  className,
  mainClassName,
  children,
}: {
  className?: string;
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <SiteHeader to="/dashboard">
        <AppLink to="/dashboard">{RECRUITING_TEXTS.backToDashboard}</AppLink>
      </SiteHeader>
      <main className={mainClassName}>{children}</main>
    </div>
  );
}
