/** The invitation lists read again after an invitation is sent. */
export const INVITATIONS_CHANGED = ['programs.invitations'] as const;
