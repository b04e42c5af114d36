import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberRedirect } from '../../session/redirectCookie.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { bundleFromQuery, bundleListPath } from './bundleRedirect.ts';
import { courseFromQuery, keepDefaultCourse, readDefaultCourse } from './defaultCourse.ts';
import { LoginFace } from './LoginFace.tsx';
import { RegisterFace } from './RegisterFace.tsx';
import { useSessionEntry } from './useSessionEntry.ts';
import '../screens.css';
import './entry.css';

export type EntryFace = 'login' | 'register';

interface EntryScreenProps {
  initialFace: EntryFace;
  /** A course id from the route (/register/{id}). */
  routeCourse?: string;
  /** Where a user who is already logged in goes instead. */
  whenSignedIn(): string;
}

/**
 * The login card of /login and /register (part 1 §2): two faces, log in and
 * create an account, that flip into each other. A course named by the route or
 * the login URL becomes the default course; a `bundle` parameter becomes the
 * path to return to after login.
 */
export function EntryScreen({ initialFace, routeCourse, whenSignedIn }: EntryScreenProps) {
  const [search] = useSearchParams();
  const course = routeCourse ?? courseFromQuery(search) ?? readDefaultCourse();
  const bundle = bundleFromQuery(search);

  useEffect(() => {
    if (course) keepDefaultCourse(course);
  }, [course]);
  useEffect(() => {
    if (bundle) rememberRedirect(bundleListPath(bundle));
  }, [bundle]);

  const { enter } = useSessionEntry(whenSignedIn);
  const [face, setFace] = useState(initialFace);
  const [flipped, setFlipped] = useState(false);
  useDocumentTitle(face === 'login' ? 'Log in' : 'Create an account');

  const flipTo = (next: EntryFace) => {
    setFace(next);
    setFlipped(true);
  };

  return (
    <div className="screen screen--narrow entry">
      {/* Keyed by face so the new side mounts and plays the flip (only after a flip, never on arrival). */}
      <div key={face} className={flipped ? 'entry-card entry-card--flipping' : 'entry-card'}>
        {face === 'login' ? (
          <LoginFace enter={enter} course={course} flipped={flipped} onCreateAccount={() => flipTo('register')} />
        ) : (
          <RegisterFace enter={enter} course={course} bundle={bundle} flipped={flipped} onLogIn={() => flipTo('login')} />
        )}
      </div>
    </div>
  );
}
