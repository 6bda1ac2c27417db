import { describe, expect, it } from '@jest/globals';
import { CLEAN_SVG, ICO_HEADER, ONE_PIXEL_PNG, SCRIPTED_SVG } from '@scout/backend/whitelabel/testImages';
import { sniffImageType, svgHasActiveContent } from './sniff';

describe('image sniffing', () => {
  it.each([
    ['a PNG', ONE_PIXEL_PNG, 'image/png'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), 'image/jpeg'],
    ['an ICO', ICO_HEADER, 'image/x-icon'],
    ['an SVG with a prolog', CLEAN_SVG, 'image/svg+xml'],
    ['an SVG with a doctype and comment', Buffer.from('<!-- logo -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>'), 'image/svg+xml'],
    ['text named .png', Buffer.from('definitely not an image'), null],
    ['HTML', Buffer.from('<!doctype html><html><svg></svg></html>'), null],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('tells %s by its first bytes', (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it('finds scripts, handlers and javascript: links in SVG', () => {
    expect(svgHasActiveContent(SCRIPTED_SVG)).toBe(true);
    expect(svgHasActiveContent(Buffer.from('<svg><rect onload="x()"/></svg>'))).toBe(true);
    expect(svgHasActiveContent(Buffer.from('<svg><a href="javascript:x()"><rect/></a></svg>'))).toBe(true);
    expect(svgHasActiveContent(Buffer.from('<svg><foreignObject><div/></foreignObject></svg>'))).toBe(true);
    expect(svgHasActiveContent(CLEAN_SVG)).toBe(false);
  });
});
