import {
  createUserWithEmailAndPassword,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { firebaseAuth } from '../../../platform/auth';
import { localStore } from '../../../platform/storage';
import { registerCompany } from './companyApi';
import { resetCompanySession } from '../../../platform/companySession';

/** The auth-provider operations of SPEC §7 used by the sign-in screens (Firebase Auth; the emulator locally). */

const EMAIL_FOR_SIGN_IN = 'clara.emailForSignIn';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(await firebaseAuth(), email, password);
}

/** DECISIONS: signup also asks for the company name, registered right after the account is created. */
export async function signUp(email: string, password: string, companyName: string): Promise<void> {
  await createUserWithEmailAndPassword(await firebaseAuth(), email, password);
  await registerCompany(companyName);
}

/** Sends the emailed sign-in link, redirecting to /confirm-sign-in; the email is remembered locally. */
export async function sendMagicLink(email: string): Promise<void> {
  await sendSignInLinkToEmail(await firebaseAuth(), email, {
    url: `${window.location.origin}/confirm-sign-in`,
    handleCodeInApp: true,
  });
  rememberEmail(email);
}

export async function isMagicLink(href: string): Promise<boolean> {
  return isSignInWithEmailLink(await firebaseAuth(), href);
}

export async function confirmMagicLink(email: string, href: string): Promise<void> {
  await signInWithEmailLink(await firebaseAuth(), email, href);
  forgetEmail();
}

export async function signOut(): Promise<void> {
  resetCompanySession();
  await firebaseSignOut(await firebaseAuth());
}

/** Without storage the confirmation page asks for the email. */
export function rememberedEmail(): string | null {
  return localStore.get(EMAIL_FOR_SIGN_IN);
}

function rememberEmail(email: string): void {
  localStore.set(EMAIL_FOR_SIGN_IN, email);
}

function forgetEmail(): void {
  localStore.remove(EMAIL_FOR_SIGN_IN);
}

/** The provider's message, shown as is under the form (SPEC §8). */
export function providerMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
