import { TEMPLATE_TEXTS } from '@clara/domain/mail/templates';
import { EQUIDAD_PATH, EQUIDAD_TEXTS } from '@clara/domain/fairness/texts';
import { COMPLIANCE_PATH, COMPLIANCE_TEXTS } from '@clara/domain/compliance/texts';
import { CAREERS_TEXTS } from '@clara/domain/recruiting/careers/model';
import { FUNNEL_TEXTS } from '@clara/domain/recruiting/funnel/model';
import { WEBHOOK_TEXTS } from '@clara/domain/webhooks/model';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { JOBDESC_TEXTS } from '@clara/domain/jobdesc/model';
import { TEAM_TEXTS } from '@clara/domain/team/texts';
import { AUDIT_TEXTS } from '@clara/domain/audit/kinds';
import { SCHEDULING_TEXTS } from '@clara/domain/scheduling/texts';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { currentUser } from '../../../platform/auth';
import { signOut } from '../shared/authActions';
import { CopyButton } from '../shared/CopyButton';
import { useQuery } from '@tanstack/react-query';
import { forgetRecruitingData, recruitingQueries } from '../shared/queries';
import { useDashboardData } from './dashboardData';
import { useMyRole } from '../../hiring/role';
import { roleMay, seesEverything, type AccessAction } from '@clara/domain/common/access';

/** Company name, the signed-in email and the menu (SPEC §2). */
export function DashboardHeader() {
  const navigate = useNavigate();
  const data = useDashboardData();
  const companyName = data.state === 'ready' ? data.companyName : '';
  const [email, setEmail] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const role = useMyRole();
  // Issue 32: the menu offers what the member's role may do (the API refuses the rest anyway).
  const may = (action: AccessAction) => role !== undefined && roleMay(role, action);
  const jobDescCode = useQuery({
    ...recruitingQueries.jobDescCode(),
    enabled: data.state === 'ready' && may('manage'),
  });

  useEffect(() => {
    void currentUser().then((user) => setEmail(user?.email ?? ''));
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const exit = async () => {
    setMenuOpen(false);
    await signOut();
    forgetRecruitingData();
    navigate('/login');
  };

  return (
    <header className="site-header dash-header">
      <div className="container">
        <div className="rc-dash-brand">
          <span className="logo">{PRODUCT.name}</span>
          <span className="rc-dash-company" data-testid="company-name">
            {companyName}
          </span>
        </div>
        <div className="row">
          <span className="muted rc-dash-email" data-testid="user-email">
            {email}
          </span>
          <div className="rc-menu" ref={menuRef}>
            <button
              type="button"
              className="btn btn-secondary"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              Menú ▾
            </button>
            {menuOpen && (
              <div className="rc-menu-list" role="menu">
                {may('manage') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/jobdesc')}>
                    {RECRUITING_TEXTS.menuJobDescription}
                  </button>
                )}
                {may('manage') && (
                  <div role="none" className="rc-menu-code">
                    <span className="muted">{JOBDESC_TEXTS.companyCodeLabel}</span>
                    {jobDescCode.data ? (
                      <>
                        <code data-testid="jobdesc-code">{jobDescCode.data}</code>
                        <CopyButton text={jobDescCode.data} label={JOBDESC_TEXTS.copyCode} />
                      </>
                    ) : (
                      <span className="muted">{jobDescCode.isError ? JOBDESC_TEXTS.companyCodeError : '…'}</span>
                    )}
                  </div>
                )}
                <button type="button" role="menuitem" onClick={() => navigate('/entrevistas')}>
                  {role === 'interviewer' ? SCHEDULING_TEXTS.myInterviewsMenu : SCHEDULING_TEXTS.upcomingMenu}
                </button>
                {role !== undefined && seesEverything(role) && (
                  <button type="button" role="menuitem" onClick={() => navigate('/equipo')}>
                    {TEAM_TEXTS.menuLink}
                  </button>
                )}
                {may('settings') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/empresa')}>
                    {CAREERS_TEXTS.profileTitle}
                  </button>
                )}
                {may('report') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/embudo')}>
                    {FUNNEL_TEXTS.menuLink}
                  </button>
                )}
                {may('settings') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/integraciones')}>
                    {WEBHOOK_TEXTS.menuLink}
                  </button>
                )}
                {may('settings') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/correos')}>
                    {TEMPLATE_TEXTS.menuLink}
                  </button>
                )}
                {may('audit') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/auditoria')}>
                    {AUDIT_TEXTS.menu}
                  </button>
                )}
                {may('report') && (
                  <button type="button" role="menuitem" onClick={() => navigate(EQUIDAD_PATH)}>
                    {EQUIDAD_TEXTS.menuLink}
                  </button>
                )}
                {may('report') && (
                  <button type="button" role="menuitem" onClick={() => navigate(COMPLIANCE_PATH)}>
                    {COMPLIANCE_TEXTS.menu}
                  </button>
                )}
                {may('manage') && (
                  <button type="button" role="menuitem" onClick={() => navigate('/create-vacancy')}>
                    {RECRUITING_TEXTS.menuCreateVacancy}
                  </button>
                )}
                <button type="button" role="menuitem" onClick={() => void exit()}>
                  {RECRUITING_TEXTS.menuSignOut}
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
