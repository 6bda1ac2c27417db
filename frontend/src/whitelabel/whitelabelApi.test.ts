import { describe, expect, it } from '@jest/globals';
import { DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import { setupFormData } from './whitelabelApi';

describe('the white-label form body', () => {
  it('sends text fields, colours as JSON, and only the files chosen', () => {
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    const form = setupFormData({ agencyName: 'Brandly', domain: 'app.brandly.io', banner: true, colors: DEFAULT_COLORS, logo });
    expect(form.get('agencyName')).toBe('Brandly');
    expect(form.get('banner')).toBe('true');
    expect(JSON.parse(String(form.get('colors')))).toEqual(DEFAULT_COLORS);
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.has('favicon')).toBe(false);
    expect(form.has('apiKey')).toBe(false);
    expect(form.has('senderEmail')).toBe(false);
  });
});
