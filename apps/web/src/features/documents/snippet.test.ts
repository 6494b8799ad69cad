import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('splits a snippet into marked and unmarked text', () => {
    expect(snippetParts('the <mark>seepage</mark> at the <mark>toe</mark>')).toEqual([
      { text: 'the ', marked: false },
      { text: 'seepage', marked: true },
      { text: ' at the ', marked: false },
      { text: 'toe', marked: true },
    ]);
  });

  it('unescapes the three entities once, so escaped markup stays text', () => {
    expect(snippetParts('&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt; <mark>A&amp;B</mark>')).toEqual([
      { text: '<script>alert(1)</script> &lt;b&gt; ', marked: false },
      { text: 'A&B', marked: true },
    ]);
  });

  it('reads any other tag as text, and survives a stray mark tag', () => {
    expect(snippetParts('<b>bold</b> <mark>open')).toEqual([
      { text: '<b>bold</b> ', marked: false },
      { text: 'open', marked: true },
    ]);
    expect(snippetParts('</mark>plain')).toEqual([{ text: 'plain', marked: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
