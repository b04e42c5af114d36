import { takeRedirect } from '../../session/redirectCookie.ts';
import { EntryScreen } from './EntryScreen.tsx';

const backToWhereTheyWere = () => takeRedirect();

/** /login, the default route: the login card on its login face; a logged-in user goes on to where they were headed, or to the list. */
export function LoginScreen() {
  return <EntryScreen initialFace="login" whenSignedIn={backToWhereTheyWere} />;
}
