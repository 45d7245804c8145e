/** Arrays and objects a JSON body may nest; deeper bodies are refused before anything walks them. */
export const JSON_NESTING_MAX = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the text holds at most `max` opening brackets: then it cannot nest deeper, found by native searches. */
function opensAtMost(text: string, max: number): boolean {
  let count = 0;
  for (const bracket of ['[', '{']) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) if (++count > max) return false;
  }
  return true;
}

/** Whether JSON text nests arrays and objects deeper than `max`, read in one pass over the text (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  // Nearly every body has few brackets: counting them is cheaper than walking every character.
  if (opensAtMost(text, max)) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
