import { createHash } from 'node:crypto';
import type { TeamInvitation } from '@clara/domain';
import { db } from '../../platform/firebase';

/**
 * Data access for `team_invitations/{id}` {companyId, email, invitedBy, createdAt}: pending invitations only
 * (accepting or revoking deletes the document). Functions only: the rules deny every client.
 * One id per company and address, so inviting the same colleague again renews the same invitation.
 */
export const invitations = () => db().collection('team_invitations');

export const invitationId = (companyId: string, email: string): string =>
  `${companyId}_${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

export interface StoredInvitation extends TeamInvitation {
  companyId: string;
}

export function invitationFromDoc(id: string, data: FirebaseFirestore.DocumentData): StoredInvitation {
  return {
    id,
    companyId: String(data.companyId ?? ''),
    email: String(data.email ?? ''),
    invitedBy: String(data.invitedBy ?? ''),
    createdAt: Number(data.createdAt ?? 0),
  };
}

export async function getInvitation(id: string): Promise<StoredInvitation | null> {
  const snapshot = await invitations().doc(id).get();
  const data = snapshot.data();
  return data ? invitationFromDoc(id, data) : null;
}

export async function listInvitations(companyId: string): Promise<TeamInvitation[]> {
  const snapshot = await invitations().where('companyId', '==', companyId).get();
  return snapshot.docs
    .map((doc) => {
      const { companyId: _company, ...invitation } = invitationFromDoc(doc.id, doc.data());
      return invitation;
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}
