import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CAREERS_ERRORS,
  CAREERS_TEXTS,
  careersPath,
  LOGO_TYPES,
  type CompanyProfile,
} from '@clara/domain/recruiting/careers/model';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { QueryProvider } from '../../../platform/query';
import { DashboardSubpage } from '../../../ui/DashboardSubpage';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import { useCompanyProfile, useSaveProfile, useUploadLogo } from './profileQueries';
import '../recruiting.css';
import './careers.css';

/** /empresa (issue 23): the owner edits the company profile and logo that the careers page and job pages show. */
export default function ProfilePage() {
  return (
    <QueryProvider>
      <Profile />
    </QueryProvider>
  );
}

function Profile() {
  const profile = useCompanyProfile();
  return (
    <DashboardSubpage className="rc-dash" mainClassName="container narrow">
      <section className="card stack">
        <h1>{CAREERS_TEXTS.profileTitle}</h1>
        <p className="muted">{CAREERS_TEXTS.profileIntro}</p>
        {profile.isPending && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
        <ErrorText>{failureMessage(profile.error)}</ErrorText>
        {profile.data && <ProfileForm profile={profile.data} />}
        {profile.data && <LogoForm profile={profile.data} />}
      </section>
    </DashboardSubpage>
  );
}

function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const [draft, setDraft] = useState({
    name: profile.name,
    slug: profile.slug,
    website: profile.website,
    description: profile.description,
  });
  const save = useSaveProfile();
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="stack" onSubmit={submit}>
      <label className="field">
        <span>{CAREERS_TEXTS.name}</span>
        <input required {...field('name')} />
      </label>
      <label className="field">
        <span>{CAREERS_TEXTS.slug}</span>
        <input required {...field('slug')} />
        <small className="muted">
          {CAREERS_TEXTS.slugHelp}
          {draft.slug || '…'}
        </small>
      </label>
      <label className="field">
        <span>{CAREERS_TEXTS.website}</span>
        <input type="url" placeholder="https://" {...field('website')} />
      </label>
      <label className="field">
        <span>{CAREERS_TEXTS.description}</span>
        <textarea rows={4} {...field('description')} />
      </label>
      <div className="row">
        <SubmitButton busy={save.isPending}>{CAREERS_TEXTS.save}</SubmitButton>
        {profile.slug && (
          <a href={careersPath(profile.slug)} target="_blank" rel="noreferrer">
            {CAREERS_TEXTS.openCareers}
          </a>
        )}
      </div>
      {save.isSuccess && <p role="status">{CAREERS_TEXTS.saved}</p>}
      <ErrorText>{failureMessage(save.error)}</ErrorText>
    </form>
  );
}

/** The file as base64 (without the data: prefix). */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(CAREERS_ERRORS.logoType));
    reader.readAsDataURL(file);
  });

function LogoForm({ profile }: { profile: CompanyProfile }) {
  const upload = useUploadLogo();
  const [localError, setLocalError] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLocalError(null);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setLocalError(CAREERS_ERRORS.logoType);
      return;
    }
    upload.mutate({ mimeType: file.type as (typeof LOGO_TYPES)[number], dataBase64: await readBase64(file) });
  };
  return (
    <div className="stack">
      <h2>{CAREERS_TEXTS.logo}</h2>
      <div className="rc-profile-logo">
        {profile.logoUrl && (
          <img
            className="rc-careers-logo"
            src={profile.logoUrl}
            alt={`Logo de ${profile.name}`}
            width="72"
            height="72"
          />
        )}
        <label className="btn btn-outline btn-sm">
          {CAREERS_TEXTS.uploadLogo}
          <input
            type="file"
            accept={LOGO_TYPES.join(',')}
            className="sr-only"
            onChange={(event) => void choose(event)}
          />
        </label>
      </div>
      <small className="muted">{CAREERS_TEXTS.logoHelp}</small>
      {upload.isSuccess && <p role="status">{CAREERS_TEXTS.logoSaved}</p>}
      <ErrorText>{localError ?? failureMessage(upload.error)}</ErrorText>
    </div>
  );
}
