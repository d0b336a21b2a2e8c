import { createHash } from 'node:crypto';
import type { TeamInvitation } from '@clara/domain';
import { storedInvitationSchema } from '@clara/domain/recruiting/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

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

/** The one reader of `team_invitations/{id}`: every read parses the invitation with its schema from domain. */
export const invitationDocs = storedConverter(
  'team_invitations',
  storedInvitationSchema,
  (id, value): StoredInvitation => ({ id, ...value }),
);

export async function getInvitation(id: string): Promise<StoredInvitation | null> {
  return invitationDocs.read(await invitations().doc(id).get());
}

export async function listInvitations(companyId: string): Promise<TeamInvitation[]> {
  const snapshot = await invitations().where('companyId', '==', companyId).get();
  return snapshot.docs
    .map((doc) => {
      const { companyId: _company, ...invitation } = invitationDocs.fromFirestore(doc);
      return invitation;
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}
