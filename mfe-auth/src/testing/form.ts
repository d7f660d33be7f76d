import type { AuthResult } from '@talentbrug/api-client/auth';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Where the router is now (path and query), as `renderPage`'s probe shows it. */
export const location = () => screen.getByTestId('location').textContent;

/** The texts a field points at with `aria-describedby` (its hint, its error, the summary), joined by ' | '. */
export const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

/** The text of the error summary once it shows. */
export const alertText = async () => (await screen.findByRole('alert')).textContent;

/**
 * What a user sees when a submit stops at a field: the focus moves to it, it is marked invalid,
 * and the message under it says why.
 */
export async function expectRefusedField(field: HTMLElement, message: string) {
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(field)).toContain(message);
}

/** A store action answering as the auth service does when it says no: its English message, code and status. */
export const refusing = (answer: Omit<AuthResult, 'success'>) =>
  vi.fn(async (..._args: unknown[]): Promise<AuthResult> => ({ success: false, ...answer }));

/** A store action whose call throws (the network or the client failed before any answer). */
export const throwing = () =>
  vi.fn(async (..._args: unknown[]): Promise<AuthResult> => {
    throw new Error('boom');
  });
