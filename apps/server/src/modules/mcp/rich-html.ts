/**
 * The store entry's rich content, reduced to an allowlist: a tokenizer, not a parser, so anything
 * it does not recognise is escaped as text. Tags outside the list are dropped (their text kept), the content
 * of script-like tags is dropped whole, attributes are allowlisted per tag and URLs must be http(s), mailto,
 * relative or fragment. The web runs DOMPurify over it again before rendering.
 */
const TAGS = new Set([
  'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'sub', 'sup', 'small', 'mark', 'span', 'div',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
]);
const VOID = new Set(['br', 'hr', 'img']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'textarea', 'title', 'noscript', 'svg', 'math', 'select']);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

const escapeText = (text: string) => text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  const value = [...decodeEntities(raw)].filter((char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f)).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true; // relative, fragment or protocol-relative
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

function attributesOf(tag: string, source: string): string {
  const allowed = ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!allowed.includes(name)) continue;
    let value = match[2] ?? '';
    if (value.startsWith('"') || value.startsWith("'")) value = value.slice(1, -1);
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    if (name === 'target') value = '_blank';
    out += ` ${name}="${escapeAttribute(decodeEntities(value))}"`;
  }
  // A link opening a new tab must not hand the opener to the target page.
  return tag === 'a' && out.includes(' target=') ? `${out} rel="noopener noreferrer"` : out;
}

/** One tag token: what to emit, and how the open-tag stack and script-like dropping change. */
function tagOutput(slash: boolean, name: string, attributes: string, open: string[]): { out: string; drop: string | null } {
  if (DROP_WITH_CONTENT.has(name)) return { out: '', drop: !slash && !/\/\s*$/.test(attributes) ? name : null };
  if (!TAGS.has(name)) return { out: '', drop: null };
  if (slash) {
    const at = open.lastIndexOf(name);
    let out = '';
    if (at !== -1) while (open.length > at) out += `</${open.pop()}>`;
    return { out, drop: null };
  }
  if (!VOID.has(name)) open.push(name);
  return { out: `<${name}${attributesOf(name, attributes)}>`, drop: null };
}

export function sanitizeRichHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    if (dropping === null) out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, slash, rawName, attributes] = match;
    if (rawName === undefined) continue; // comment, doctype, CDATA, processing instruction
    const name = rawName.toLowerCase();
    if (dropping !== null) {
      if (slash && name === dropping) dropping = null;
      continue;
    }
    const tag = tagOutput(Boolean(slash), name, attributes ?? '', open);
    out += tag.out;
    dropping = tag.drop;
  }
  if (dropping === null) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
