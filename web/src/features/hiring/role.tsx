import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { roleMay, type AccessAction, type MemberRole } from '@clara/domain/common/access';
import { hiringQueries } from './queries';

/**
 * The member's role in their company, from GET /api/company-names (issue 34: it comes with the sign-in's exchange,
 * so the role-dependent reads start with the page's others); undefined while it loads or without a company. The API
 * is the guard: this only spares a member buttons that would answer 403.
 */
export function useMyRole(): MemberRole | undefined {
  return useQuery({ ...hiringQueries.companyNames(), select: (companies) => companies[0]?.role }).data;
}

/** Whether the member's role may do `action`: false until the role is known, so nothing forbidden flashes. */
export function useRoleMay(action: AccessAction): boolean {
  const role = useMyRole();
  return role !== undefined && roleMay(role, action);
}

/**
 * Issue 32: `children` only for a member whose role may do `action` (a hiring manager or an interviewer reads the
 * candidate but is not offered what the API would refuse them: resending, scheduling, answering requests).
 */
export function RoleMay({ action, children }: { action: AccessAction; children: ReactNode }) {
  return useRoleMay(action) ? children : null;
}
