import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './rich-html.ts';

describe('sanitizeRichHtml', () => {
  it.each([
    ['<p onclick="x()">hi <b>there</b><script>alert(1)</script></p>', '<p>hi <b>there</b></p>'],
    ['<a href="javascript:alert(1)">x</a><a href="jav&#x61;script:1">y</a><a href=" java\tscript:z">z</a>', '<a>x</a><a>y</a><a>z</a>'],
    ['<a href="https://a.b/?q=1&amp;r=2" target="_self">ok</a>', '<a href="https://a.b/?q=1&amp;r=2" target="_blank" rel="noopener noreferrer">ok</a>'],
    ['<img src=x onerror=alert(1)><svg><script>1</script></svg>after', '<img src="x">after'],
    ['<div><p>unclosed', '<div><p>unclosed</p></div>'],
    ['a < b & c > d <iframe src="x">inner</iframe><style>p{}</style><!-- note -->', 'a &lt; b &amp; c &gt; d '],
    ['<p title="x" style="color:red">"q"</p></div>', '<p>"q"</p>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });
});
