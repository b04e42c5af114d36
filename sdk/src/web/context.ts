import { createContext, useContext } from 'react';
import type { ApiClient } from './apiClient.ts';
import type { CourseMode } from './plugin.ts';

export type NotificationType = 'error' | 'warning' | 'info' | 'success';

export interface NotifyOptions {
  type: NotificationType;
  message: string;
  /** Milliseconds before it closes by itself (default 7000). */
  timeout?: number;
}

/** The session user as `sayhi/` answers it (the fields the web side uses). */
export interface WebSessionUser {
  mongoId: string;
  name: string;
  firstname: string;
  lastname: string;
  email: string;
  instructor: boolean;
  administrator: number;
  program_administrator: boolean;
  accountType: string;
}

/** What the host gives every plugin view. */
export interface LmsWebServices {
  api: ApiClient;
  notify(options: NotifyOptions): void;
  user: WebSessionUser | null;
  /** The current course's mode (presentation outside courses). */
  mode: CourseMode;
}

export const LmsWebContext = createContext<LmsWebServices | null>(null);

function useServices(): LmsWebServices {
  const services = useContext(LmsWebContext);
  if (!services) throw new Error('LMS hooks must be used inside the host shell (LmsWebContext is missing)');
  return services;
}

export const useApi = (): ApiClient => useServices().api;
export const useNotify = (): LmsWebServices['notify'] => useServices().notify;
export const useSessionUser = (): WebSessionUser | null => useServices().user;
export const useCourseMode = (): CourseMode => useServices().mode;
