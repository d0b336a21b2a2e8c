import { describe, expect, it } from 'vitest';
import { cvFileKindOf, cvFileName, cvFileSizeLabel } from './cvFile';
import { applicationSubmitSchema } from './schemas';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a CV file’s kind, by its first bytes (issue 30)', () => {
  it('knows a PDF and a DOCX (a ZIP package) by their magic bytes', () => {
    expect(cvFileKindOf(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(cvFileKindOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('docx');
  });

  it('refuses the rest whatever it is called: executables, images, text, a PDF header further in, nothing', () => {
    expect(cvFileKindOf(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeNull(); // MZ: a Windows executable
    expect(cvFileKindOf(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]))).toBeNull(); // ELF
    expect(cvFileKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull(); // PNG
    expect(cvFileKindOf(bytes('Mi CV: %PDF-'))).toBeNull();
    expect(cvFileKindOf(bytes('%PDF'))).toBeNull();
    expect(cvFileKindOf(new Uint8Array())).toBeNull();
  });

  it('names the stored file after the candidate’s, with its kind’s extension and no path', () => {
    expect(cvFileName('C:\\Users\\ana\\CV Ana.PDF', 'pdf')).toBe('CV Ana.pdf');
    expect(cvFileName('cv.pdf', 'docx')).toBe('cv.docx');
    expect(cvFileName('', 'pdf')).toBe('cv.pdf');
    expect(cvFileName('"evil"\n.pdf', 'pdf')).toBe('evil.pdf');
  });

  it('says the size as a person reads it', () => {
    expect(cvFileSizeLabel(2_500)).toBe('2 KB');
    expect(cvFileSizeLabel(1_300_000)).toBe('1,2 MB');
  });
});

describe('the application’s CV: text, file or both', () => {
  const application = {
    name: 'Ana',
    email: 'ana@example.com',
    vacancyId: 'vac-1',
    consentVersion: '2026-05-01',
  };
  it('takes a file without text, and refuses neither', () => {
    const withFile = applicationSubmitSchema.safeParse({
      ...application,
      cvFile: { name: 'cv.pdf', data: 'JVBERi0=' },
    });
    expect(withFile.error?.issues.map((issue) => issue.path.join('.')) ?? []).not.toContain('cv');
    const neither = applicationSubmitSchema.safeParse({ ...application, cv: '  ' });
    expect(neither.error?.issues.find((issue) => issue.path.join('.') === 'cv')?.message).toBe(
      'Adjunta tu CV o pega su texto.',
    );
  });

  it('refuses a file that is not base64', () => {
    const result = applicationSubmitSchema.safeParse({ ...application, cvFile: { name: 'cv.pdf', data: '%%%' } });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'cvFile')?.message).toBe(
      'El archivo del CV no llegó completo. Vuelve a adjuntarlo.',
    );
  });
});
