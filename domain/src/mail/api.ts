import { z } from 'zod';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Identificador inválido.' });

export const resendEmailBody = z.object({ applicationId: id, emailId: id });
export const resendInvitationBody = z.object({ applicationId: id });
