import { describe, expect, it } from 'vitest';
import { CV_FILE_ERRORS, cvFileKindOf } from '@clara/domain';
import { extractCvText, UnreadableCvError } from './cvText';
import { sampleDocx, sampleExecutable, samplePdf } from './testing/cvSamples';

describe('the text of a CV file (issue 30)', () => {
  it('reads a PDF’s lines, accents included', async () => {
    const pdf = samplePdf(['Sofía Ramírez Torres', 'Desarrolladora frontend (React), 5 años', '2021–2023: «Pixel» €']);
    expect(cvFileKindOf(pdf)).toBe('pdf');
    expect(await extractCvText(pdf, 'pdf')).toBe(
      'Sofía Ramírez Torres\nDesarrolladora frontend (React), 5 años\n2021–2023: «Pixel» €',
    );
  });

  it('reads a DOCX’s paragraphs', async () => {
    const docx = await sampleDocx(['Luis Pérez', 'Analista de datos & BI <SQL>']);
    expect(cvFileKindOf(docx)).toBe('docx');
    expect(await extractCvText(docx, 'docx')).toBe('Luis Pérez\n\nAnalista de datos & BI <SQL>');
  });

  it('leaves the caller’s bytes whole (pdfjs detaches what it is given)', async () => {
    const pdf = samplePdf(['Ana']);
    const copy = Buffer.from(pdf);
    await extractCvText(pdf, 'pdf');
    expect(pdf.equals(copy)).toBe(true);
  });

  it('refuses what only looks like one: a truncated PDF, a ZIP that is no Word document', async () => {
    const truncated = samplePdf(['Ana']).subarray(0, 60);
    await expect(extractCvText(truncated, 'pdf')).rejects.toBeInstanceOf(UnreadableCvError);
    const { default: JSZip } = await import('jszip');
    const zip = await new JSZip().file('notes.txt', 'hola').generateAsync({ type: 'nodebuffer' });
    expect(cvFileKindOf(zip)).toBe('docx');
    await expect(extractCvText(zip, 'docx')).rejects.toBeInstanceOf(UnreadableCvError);
  });

  it('takes no executable for a CV, whatever its name', () => {
    expect(cvFileKindOf(sampleExecutable())).toBeNull();
    expect(cvFileKindOf(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(CV_FILE_ERRORS.wrongType).toMatch(/PDF/);
  });
});

describe('a larger PDF (several chunks once stored)', () => {
  it('is read the same', async () => {
    const pdf = samplePdf(['Rosa Mamani'], { paddingBytes: 1_500_000 });
    expect(pdf.length).toBeGreaterThan(1_500_000);
    expect(await extractCvText(pdf, 'pdf')).toBe('Rosa Mamani');
  });
});
