import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Clicks OK in the confirmation that opened last, after checking what it asks. */
export async function confirmDialog(question: string): Promise<void> {
  const dialog = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
    if (!found) throw new Error('no confirmation yet');
    return found;
  });
  expect(within(dialog).getAllByText(question).length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByText(/^确\s*定$/));
}
