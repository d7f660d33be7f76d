import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  afterEach(cleanup);

  it('is a named progressbar with its value, shown as a percentage', () => {
    render(<ProgressBar value={41.6} label="Profiel compleet" />);
    const bar = screen.getByRole('progressbar', { name: 'Profiel compleet' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.getByText('42%')).toBeTruthy();
  });

  it('clamps values outside 0-100', () => {
    render(<ProgressBar value={140} label="Te veel" />);
    render(<ProgressBar value={Number.NaN} label="Niets" />);
    expect(screen.getByRole('progressbar', { name: 'Te veel' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Niets' }).getAttribute('aria-valuenow')).toBe('0');
  });
});
