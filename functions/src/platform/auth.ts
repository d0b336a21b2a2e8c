import { adminAuth } from './firebase';

export interface Caller {
  uid: string;
  email: string | null;
  /** The provider vouches for the address (an email link proves it). */
  emailVerified: boolean;
}

/** Verifies `Authorization: Bearer <Firebase ID token>`; null when absent or invalid. */
export async function verifyBearer(header: string | undefined): Promise<Caller | null> {
  const idToken = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!idToken) return null;
  try {
    const token = await adminAuth().verifyIdToken(idToken);
    return { uid: token.uid, email: token.email ?? null, emailVerified: token.email_verified === true };
  } catch {
    return null;
  }
}
