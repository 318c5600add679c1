import { describe, expect, it } from 'vitest';
import { faqTarget } from './faqLink';

describe('faqTarget', () => {
  it('opens an in-app path as a page', () => {
    expect(faqTarget(JSON.stringify({ faq_url: '/pages/faq/Faq?tab=2' }))).toEqual({
      kind: 'page',
      path: '/pages/faq/Faq?tab=2',
    });
  });

  it('opens a web link as a URL', () => {
    expect(faqTarget('{"faq_url":"https://help.example.com/faq"}')).toEqual({
      kind: 'url',
      url: 'https://help.example.com/faq',
    });
  });

  it('falls back to the FAQ page when the config is empty, broken or odd', () => {
    const fallback = { kind: 'page', path: '/pages/faq/Faq' };
    expect(faqTarget(undefined)).toEqual(fallback);
    expect(faqTarget('not json')).toEqual(fallback);
    expect(faqTarget('{"faq_url":""}')).toEqual(fallback);
    expect(faqTarget('{"faq_url":"javascript:alert(1)"}')).toEqual(fallback);
    expect(faqTarget('null')).toEqual(fallback);
  });
});
