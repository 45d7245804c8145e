import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps the content', () => {
    const html = sanitizeHtml('<h2>Weather</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p onclick="alert(4)">ok</p>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<h2>Weather</h2>');
    expect(html).toContain('<p>ok</p>');
  });

  it('opens links in a new tab without access to the console window', () => {
    expect(sanitizeHtml('<a href="https://example.com/docs">docs</a>')).toBe('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a>');
  });
});
