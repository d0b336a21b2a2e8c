import { useState } from 'react';
import {
  CAREERS_TEXTS,
  COMMON_SOURCES,
  jobLinkWithSource,
  sourceFromQuery,
} from '@clara/domain/recruiting/careers/model';
import { CopyButton } from '../shared/CopyButton';

/** Issue 23: the vacancy's public link with a source (`?fuente=`), one copy button per common source and a custom one. */
export function SourceLinks({ vacancyId }: { vacancyId: string }) {
  const [custom, setCustom] = useState('');
  const origin = window.location.origin;
  const customSource = sourceFromQuery(custom);
  return (
    <div className="rc-source-links" role="group" aria-label={CAREERS_TEXTS.sourceLinks}>
      <span className="muted small">{CAREERS_TEXTS.sourceLinks}:</span>
      {COMMON_SOURCES.map((source) => (
        <CopyButton key={source.slug} text={jobLinkWithSource(origin, vacancyId, source.slug)} label={source.label} />
      ))}
      <input
        className="rc-source-custom"
        aria-label={CAREERS_TEXTS.customSource}
        placeholder={CAREERS_TEXTS.customSourcePlaceholder}
        value={custom}
        onChange={(event) => setCustom(event.target.value)}
      />
      {customSource && (
        <CopyButton text={jobLinkWithSource(origin, vacancyId, customSource)} label={CAREERS_TEXTS.copyLink} />
      )}
    </div>
  );
}
