import {
  CAREERS_ERRORS,
  CAREERS_TEXTS,
  companyLogoPath,
  LOGO_MAX_BYTES,
  nowSeconds,
  type CompanyProfile,
  type CompanyProfileInput,
  type LogoUpload,
} from '@clara/domain';
import { COMMON_ERRORS } from '@clara/domain/common/api';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@clara/domain/common/failures';
import {
  storedCompanyLogoSchema,
  storedCompanySlugSchema,
  type StoredCompanyDocument,
} from '@clara/domain/recruiting/documents';
import type { Caller } from '../../platform/auth';
import { db } from '../../platform/firebase';
import { storedConverter } from '../../platform/stored';
import { companyDocs, companyRef } from '../../company/documents';
import { isAlreadyExists } from '../../platform/firestoreErrors';
import { detectLogoType } from './logoBytes';

/**
 * Issue 23: the company profile lives on `companies/{id}` (name, slug, website, description, logoVersion);
 * `company_slugs/{slug}` {companyId} makes a slug one company's (created with `create()`, so two companies
 * racing for one slug cannot both get it); `company_logos/{companyId}` {mimeType, data (base64), size,
 * updatedAt} holds the logo as recorded media are held (in Firestore: the Storage emulator cannot run here).
 * No client reads any of them (firestore.rules' default deny): the functions serve them.
 */
export const companySlugs = () => db().collection('company_slugs');
export const companyLogos = () => db().collection('company_logos');
export const companySlugDocs = storedConverter('company_slugs', storedCompanySlugSchema);
const companyLogoDocs = storedConverter('company_logos', storedCompanyLogoSchema);

export function profileFromDoc(companyId: string, company: StoredCompanyDocument): CompanyProfile {
  const version = company.logoVersion ?? null;
  return {
    name: company.name,
    slug: company.slug,
    website: company.website,
    description: company.description,
    logoUrl: version === null ? null : companyLogoPath(companyId, version),
  };
}

export async function getCompanyProfile(companyId: string): Promise<CompanyProfile> {
  const company = companyDocs.read(await companyRef(companyId).get());
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  return profileFromDoc(companyId, company);
}

function requireOwner(company: StoredCompanyDocument | null, caller: Caller): StoredCompanyDocument {
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  if (company.ownerUid !== caller.uid) throw new ForbiddenError(CAREERS_TEXTS.ownerOnly);
  return company;
}

/** `PUT /api/company-profile`: the owner's edit; a new slug is taken for this company and the old one freed. */
export async function updateCompanyProfile(
  companyId: string,
  caller: Caller,
  input: CompanyProfileInput,
): Promise<CompanyProfile> {
  const ref = companyRef(companyId);
  try {
    return await db().runTransaction(async (tx) => {
      const current = requireOwner(companyDocs.read(await tx.get(ref)), caller);
      const oldSlug = current.slug;
      if (oldSlug !== input.slug) {
        const taken = companySlugDocs.read(await tx.get(companySlugs().doc(input.slug)));
        if (taken && taken.companyId !== companyId) throw new ConflictError(CAREERS_ERRORS.slugTaken);
        if (!taken) tx.create(companySlugs().doc(input.slug), { companyId, createdAt: nowSeconds() });
        if (oldSlug) tx.delete(companySlugs().doc(oldSlug));
      }
      const fields = { name: input.name, slug: input.slug, website: input.website, description: input.description };
      tx.update(ref, fields);
      return profileFromDoc(companyId, { ...current, ...fields });
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw new ConflictError(CAREERS_ERRORS.slugTaken);
    throw error;
  }
}

/** `POST /api/company-profile/logo`: the owner's image, checked by its bytes and its size. */
export async function uploadCompanyLogo(companyId: string, caller: Caller, input: LogoUpload): Promise<CompanyProfile> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new ValidationError(CAREERS_ERRORS.logoSize);
  const type = detectLogoType(bytes);
  if (!type || type !== input.mimeType) throw new ValidationError(CAREERS_ERRORS.logoType);
  const ref = companyRef(companyId);
  return db().runTransaction(async (tx) => {
    const current = requireOwner(companyDocs.read(await tx.get(ref)), caller);
    // Never the same version twice, so a cached old logo is never served for the new one.
    const version = Math.max(Date.now(), (current.logoVersion ?? 0) + 1);
    tx.set(companyLogos().doc(companyId), {
      mimeType: type,
      data: bytes.toString('base64'),
      size: bytes.length,
      updatedAt: nowSeconds(),
    });
    tx.update(ref, { logoVersion: version });
    return profileFromDoc(companyId, { ...current, logoVersion: version });
  });
}

/** `GET /api/company-logo/{companyId}`: the stored image, or 404. */
export async function readCompanyLogo(companyId: string): Promise<{ data: Buffer; mimeType: string }> {
  const logo = companyLogoDocs.read(await companyLogos().doc(companyId).get());
  if (!logo) throw new NotFoundError(CAREERS_ERRORS.logoNotFound);
  return { data: Buffer.from(logo.data, 'base64'), mimeType: logo.mimeType };
}
