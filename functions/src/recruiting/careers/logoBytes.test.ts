import { describe, expect, it } from 'vitest';
import { detectLogoType } from './logoBytes';

describe('logo type by its bytes', () => {
  it('recognises PNG, JPEG and WebP signatures', () => {
    expect(detectLogoType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(detectLogoType(Buffer.from('ffd8ffe000104a46', 'hex'))).toBe('image/jpeg');
    expect(detectLogoType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
  });

  it('refuses SVG, HTML and truncated data', () => {
    expect(detectLogoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(detectLogoType(Buffer.from('<html>'))).toBeNull();
    expect(detectLogoType(Buffer.from('89504e', 'hex'))).toBeNull();
  });
});
