import { useState } from 'react';

/** Part 2 §9: the 'use rubric' preference, kept per course and component in local storage. */
const storageKey = (courseId: string, componentId: string) => `project.speedGrading.useRubric.${courseId}.${componentId}`;

function readPreference(key: string): boolean {
  try {
    // Default true: only an explicit 'false' turns the rubric off.
    return window.localStorage.getItem(key) !== 'false';
  } catch {
    return true;
  }
}

/** Whether the grader scores with the rubric (default true) or with a plain score, remembered for this course and component. */
export function useRubricPreference(courseId: string, componentId: string): [boolean, (useRubric: boolean) => void] {
  const key = storageKey(courseId, componentId);
  const [preference, setPreference] = useState(() => ({ key, useRubric: readPreference(key) }));
  // Another component's grader (same screen, new params) reads its own preference.
  const current = preference.key === key ? preference.useRubric : readPreference(key);
  const change = (useRubric: boolean) => {
    try {
      window.localStorage.setItem(key, String(useRubric));
    } catch {
      // Storage refused (private mode, quota): the choice holds for this visit.
    }
    setPreference({ key, useRubric });
  };
  return [current, change];
}
