import { identityToolkit, type Recruiter } from './recruiting';
import { linkIn, waitForEmail } from './mailbox';
import { callApi, stack } from './stack';

/** The team invitation's sign-in link, as emailed to `email` (read from the mail catcher). */
export async function invitationLink(email: string): Promise<string> {
  const mail = await waitForEmail(email, { subject: 'te invita a su equipo' });
  return linkIn(mail, `http://${stack().authHost}/`);
}

/** Follows an emailed sign-in link as the browser would sign in with it: a verified account for `email`. */
export async function signInWithLink(email: string, link: string): Promise<{ uid: string; token: string }> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const result = await identityToolkit('accounts:signInWithEmailLink', { email, oobCode, returnSecureToken: true });
  return { uid: result.localId, token: result.idToken };
}

/** The invitation id the link's continue URL carries. */
export function invitationIdIn(link: string): string {
  const continueUrl = new URL(new URL(link).searchParams.get('continueUrl')!);
  return continueUrl.searchParams.get('invitation')!;
}

/** The owner invites `email`; the colleague follows the emailed link and accepts. Answers the member's session. */
export async function addMember(
  owner: Recruiter,
  email: string,
): Promise<{ uid: string; token: string; email: string }> {
  const invited = await callApi('/team/invitations', { body: { email }, token: owner.token });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const link = await invitationLink(email);
  const member = await signInWithLink(email, link);
  const accepted = await callApi('/team/accept-invitation', {
    body: { invitationId: invitationIdIn(link) },
    token: member.token,
  });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { ...member, email };
}
