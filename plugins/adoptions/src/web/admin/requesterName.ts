import type { ApiAdoptionRequest } from '../../schemas/adoptionTypes.ts';

export const requesterName = (request: ApiAdoptionRequest): string => (request.user ? `${request.user.firstname} ${request.user.lastname}` : 'A former user');
