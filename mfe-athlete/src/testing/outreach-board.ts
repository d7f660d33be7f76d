import { screen, within } from '@testing-library/react';

/** The outreach board as the athlete reads it: the region of all steps, once it shows. */
export const board = () => screen.findByRole('region', { name: 'Alle stappen, van nieuw tot afgewezen' });

/** The board's column of one step, found by its heading ('Gemaild 1 school'). */
export const column = async (label: string) => {
  const heading = within(await board()).getByRole('heading', { level: 3, name: new RegExp(`^${label} \\d`) });
  return heading.closest('li') as HTMLElement;
};

/** One school's card in a column, found by its heading. */
export const schoolCard = (container: HTMLElement, school: string) =>
  within(container).getByRole('heading', { level: 4, name: school }).closest('li') as HTMLElement;
