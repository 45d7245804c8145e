// Whether a text is read whole: neither it nor anything inside it is cut off ("Con…") or clipped by its own box.
import type { Locator } from 'playwright-core';

/** The widths of the element and its descendants that are narrower than their content, as "tag text" lines. */
export async function clippedParts(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim()}" ${element.scrollWidth} > ${element.clientWidth}`),
  );
}
