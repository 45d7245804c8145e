import { Parser } from 'htmlparser2';
import { UnreadableDocument } from './unreadable-document.ts';

/** Real pages nest a few dozen elements deep; thousands only come from a document built to stall a parser. */
export const MARKUP_DEPTH_MAX = 256;

/** Refuses HTML nested deeper than `max` elements, found by one streaming pass before anything builds a tree. */
export function checkMarkupDepth(html: string, max = MARKUP_DEPTH_MAX): void {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > max) throw new UnreadableDocument('tooDeep', `${max}`);
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
}
