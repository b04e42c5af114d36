import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { NotifyOptions } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { sayHi } from '@lms/sdk/calls';

export type EnterApp = (to: string, notice?: NotifyOptions) => Promise<void>;

/**
 * The way in for the entry screens. `enter` runs after a successful login or
 * registration: it reads the new session, forgets the previous user's cached
 * data, and goes to `to` (then shows `notice`, since a route change clears
 * notifications). `whenSignedIn`, if given, is where a user who is already
 * logged in is sent instead of seeing the screen.
 */
export function useSessionEntry(whenSignedIn?: () => string): { enter: EnterApp } {
  const { session, sessionApi, queryClient, notifications } = useShell();
  const sessionState = useStore(session);
  const navigate = useNavigate();
  // While entering, this screen leads the way; `left` keeps the redirect to one go (StrictMode runs effects twice).
  const entering = useRef(false);
  const left = useRef(false);

  const leaveIfSignedIn = useEffectEvent(() => {
    if (!whenSignedIn || entering.current || left.current) return;
    left.current = true;
    void navigate(whenSignedIn(), { replace: true });
  });

  useEffect(() => {
    if (sessionState.status === 'signed-in') leaveIfSignedIn();
  }, [sessionState.status]);

  const enter: EnterApp = async (to, notice) => {
    entering.current = true;
    try {
      const user = await sessionApi.call(sayHi);
      queryClient.clear();
      session.signIn(user);
    } catch (error) {
      entering.current = false;
      throw error;
    }
    await navigate(to, { replace: true });
    if (notice) notifications.show(notice);
  };

  return { enter };
}
