import type { Profile, ProfileWrite } from '@talentbrug/domain/contracts/profile';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { ProfilesRepository } from './profiles-repository.ts';

export const NO_PROFILE = 'Je hebt nog geen profiel. Vul eerst de onboarding in!';

export function createProfilesService({ repository }: { repository: ProfilesRepository }) {
  return {
    async mine(userId: string): Promise<Profile> {
      const profile = await repository.find(userId);
      if (!profile) throw new NotFoundError(NO_PROFILE);
      return profile;
    },

    async create(userId: string, write: ProfileWrite): Promise<Profile> {
      const profile = await repository.create(userId, write);
      if (!profile) throw new ConflictError('Je hebt al een profiel. Pas het aan op je profielpagina.');
      return profile;
    },

    async update(userId: string, write: ProfileWrite): Promise<Profile> {
      const profile = await repository.update(userId, write);
      if (!profile) throw new NotFoundError(NO_PROFILE);
      return profile;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
